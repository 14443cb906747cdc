/** What demo hospitals own: equipment tags (categories), typical devices, brands, models and prices. */

export interface CatalogueItem {
  name: string;
  /** [brand, model] pairs. */
  makes: [string, string][];
  /** Price range in yuan. */
  price: [number, number];
  weight: number;
}

export interface CatalogueTag {
  tagCode: string;
  tagName: string;
  weight: number;
  /** Share of this tag's equipment that is networked (reports boot data). */
  networked: number;
  /** Department names this kind of equipment usually sits in. */
  depts: string[];
  items: CatalogueItem[];
}

export const equipmentCatalogue: CatalogueTag[] = [
  {
    tagCode: '01',
    tagName: '急救生命支持类',
    weight: 10,
    networked: 0.6,
    depts: ['重症医学科', '急诊科', '外科'],
    items: [
      {
        name: '呼吸机',
        makes: [
          ['迈瑞', 'SV800'],
          ['德尔格', 'Savina 300'],
          ['哈美顿', 'C3'],
        ],
        price: [150_000, 450_000],
        weight: 4,
      },
      {
        name: '除颤监护仪',
        makes: [
          ['迈瑞', 'BeneHeart D6'],
          ['飞利浦', 'HeartStart XL+'],
        ],
        price: [40_000, 120_000],
        weight: 3,
      },
      {
        name: '麻醉机',
        makes: [
          ['GE', 'Aisys CS2'],
          ['迈瑞', 'WATO EX-65'],
        ],
        price: [300_000, 900_000],
        weight: 2,
      },
      {
        name: '血液透析机',
        makes: [
          ['费森尤斯', '4008S'],
          ['贝朗', 'Dialog+'],
        ],
        price: [180_000, 350_000],
        weight: 2,
      },
    ],
  },
  {
    tagCode: '02',
    tagName: '医学影像类',
    weight: 6,
    networked: 0.7,
    depts: ['放射科', '超声科'],
    items: [
      {
        name: 'CT',
        makes: [
          ['GE', 'Revolution CT'],
          ['西门子', 'SOMATOM Force'],
          ['联影', 'uCT 760'],
        ],
        price: [3_000_000, 12_000_000],
        weight: 1,
      },
      {
        name: '磁共振成像系统',
        makes: [
          ['西门子', 'MAGNETOM Vida'],
          ['联影', 'uMR 780'],
          ['GE', 'SIGNA Pioneer'],
        ],
        price: [8_000_000, 20_000_000],
        weight: 0.6,
      },
      {
        name: '数字化X射线摄影系统',
        makes: [
          ['万东', 'NewVision'],
          ['飞利浦', 'DigitalDiagnost'],
        ],
        price: [600_000, 1_800_000],
        weight: 1.5,
      },
      {
        name: '彩色多普勒超声诊断仪',
        makes: [
          ['迈瑞', 'Resona 7'],
          ['GE', 'LOGIQ E10'],
          ['开立', 'S60'],
        ],
        price: [400_000, 2_000_000],
        weight: 3,
      },
      {
        name: '数字减影血管造影机',
        makes: [
          ['飞利浦', 'Azurion 7'],
          ['西门子', 'Artis zee'],
        ],
        price: [6_000_000, 15_000_000],
        weight: 0.3,
      },
    ],
  },
  {
    tagCode: '03',
    tagName: '检验分析类',
    weight: 6,
    networked: 0.5,
    depts: ['检验科'],
    items: [
      {
        name: '全自动生化分析仪',
        makes: [
          ['罗氏', 'cobas c 702'],
          ['贝克曼', 'AU5800'],
          ['迈瑞', 'BS-2000M'],
        ],
        price: [800_000, 2_500_000],
        weight: 2,
      },
      {
        name: '血细胞分析仪',
        makes: [
          ['希森美康', 'XN-1000'],
          ['迈瑞', 'BC-6800'],
        ],
        price: [200_000, 800_000],
        weight: 3,
      },
      {
        name: '化学发光免疫分析仪',
        makes: [
          ['雅培', 'ARCHITECT i2000SR'],
          ['安图', 'A2000'],
        ],
        price: [600_000, 1_600_000],
        weight: 2,
      },
      {
        name: '尿液分析仪',
        makes: [
          ['爱威', 'AVE-766'],
          ['希森美康', 'UF-5000'],
        ],
        price: [80_000, 400_000],
        weight: 2,
      },
    ],
  },
  {
    tagCode: '04',
    tagName: '手术设备类',
    weight: 7,
    networked: 0.2,
    depts: ['外科'],
    items: [
      {
        name: '高频电刀',
        makes: [
          ['威力', 'ForceTriad'],
          ['爱尔博', 'VIO 300D'],
        ],
        price: [80_000, 300_000],
        weight: 3,
      },
      {
        name: '手术无影灯',
        makes: [
          ['迈瑞', 'HyLED 9700'],
          ['德尔格', 'Polaris 600'],
        ],
        price: [60_000, 250_000],
        weight: 2,
      },
      {
        name: '腹腔镜系统',
        makes: [
          ['奥林巴斯', 'VISERA ELITE II'],
          ['史托斯', 'IMAGE1 S'],
        ],
        price: [900_000, 2_600_000],
        weight: 1,
      },
      {
        name: '电动手术床',
        makes: [
          ['迈柯唯', 'Alphamaxx'],
          ['迈瑞', 'HyBase 6100'],
        ],
        price: [150_000, 600_000],
        weight: 2,
      },
    ],
  },
  {
    tagCode: '05',
    tagName: '监护类',
    weight: 14,
    networked: 0.45,
    depts: ['重症医学科', '内科', '急诊科'],
    items: [
      {
        name: '多参数监护仪',
        makes: [
          ['迈瑞', 'BeneVision N12'],
          ['飞利浦', 'IntelliVue MX450'],
          ['理邦', 'iM8'],
        ],
        price: [30_000, 120_000],
        weight: 6,
      },
      {
        name: '中央监护系统',
        makes: [
          ['迈瑞', 'BeneVision CMS'],
          ['飞利浦', 'PIC iX'],
        ],
        price: [200_000, 600_000],
        weight: 0.5,
      },
      {
        name: '心电图机',
        makes: [
          ['光电', 'ECG-2350'],
          ['理邦', 'SE-1200'],
        ],
        price: [15_000, 60_000],
        weight: 3,
      },
    ],
  },
  {
    tagCode: '06',
    tagName: '治疗康复类',
    weight: 22,
    networked: 0.1,
    depts: ['内科', '外科', '重症医学科'],
    items: [
      {
        name: '输液泵',
        makes: [
          ['迈瑞', 'BeneFusion VP5'],
          ['贝朗', 'Infusomat Space'],
        ],
        price: [6_000, 20_000],
        weight: 6,
      },
      {
        name: '注射泵',
        makes: [
          ['迈瑞', 'BeneFusion SP5'],
          ['史密斯', 'Medfusion 3500'],
        ],
        price: [5_000, 18_000],
        weight: 5,
      },
      {
        name: '婴儿培养箱',
        makes: [
          ['戴维', 'YP-2000'],
          ['德尔格', 'Isolette 8000'],
        ],
        price: [40_000, 150_000],
        weight: 1,
      },
      {
        name: '医用直线加速器',
        makes: [
          ['瓦里安', 'TrueBeam'],
          ['医科达', 'Versa HD'],
        ],
        price: [15_000_000, 30_000_000],
        weight: 0.05,
      },
    ],
  },
  {
    tagCode: '07',
    tagName: '消毒灭菌类',
    weight: 4,
    networked: 0.3,
    depts: ['外科', '重症医学科'],
    items: [
      {
        name: '脉动真空灭菌器',
        makes: [
          ['新华', 'XG1.DMD'],
          ['老肯', 'MAST-V'],
        ],
        price: [150_000, 500_000],
        weight: 2,
      },
      {
        name: '低温等离子灭菌器',
        makes: [
          ['强生', 'STERRAD 100NX'],
          ['老肯', 'LK-100'],
        ],
        price: [300_000, 700_000],
        weight: 1,
      },
      {
        name: '清洗消毒机',
        makes: [
          ['新华', 'Rapid-A520'],
          ['盖丁格', '88 Turbo'],
        ],
        price: [100_000, 400_000],
        weight: 1,
      },
    ],
  },
  {
    tagCode: '08',
    tagName: '通用设备类',
    weight: 31,
    networked: 0.05,
    depts: [],
    items: [
      {
        name: '医用冷藏箱',
        makes: [
          ['海尔', 'HYC-610'],
          ['美菱', 'YC-330'],
        ],
        price: [5_000, 30_000],
        weight: 3,
      },
      {
        name: '离心机',
        makes: [
          ['湘仪', 'H1850'],
          ['艾本德', '5810R'],
        ],
        price: [8_000, 90_000],
        weight: 2,
      },
      {
        name: '电子血压计',
        makes: [
          ['欧姆龙', 'HBP-9021'],
          ['鱼跃', 'YE900'],
        ],
        price: [1_500, 12_000],
        weight: 4,
      },
      {
        name: '医用空气消毒机',
        makes: [
          ['老肯', 'LK/XKJ-1000'],
          ['新华', 'KXJ-Y100'],
        ],
        price: [8_000, 30_000],
        weight: 2,
      },
    ],
  },
];

export const maintenanceCompanies = [
  '迈瑞医疗服务有限公司',
  '通用电气医疗维保中心',
  '西门子医疗服务部',
  '华东医疗设备维修有限公司',
  '康达医疗工程有限公司',
];

export const surnames = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '胡',
  '朱',
  '高',
  '林',
  '何',
  '郭',
  '马',
  '罗',
];
export const givenNames = [
  '建国',
  '志强',
  '海涛',
  '文博',
  '晓明',
  '立新',
  '伟',
  '磊',
  '静',
  '敏',
  '涛',
  '军',
  '婷',
  '斌',
  '洋',
  '勇',
  '杰',
  '鑫',
  '凯',
  '晨',
];

export const faultDescriptions = [
  '开机无反应',
  '报警无法消除',
  '屏幕显示异常',
  '测量数据偏差大',
  '管路漏气',
  '电池无法充电',
  '打印模块故障',
  '异响',
  '通讯中断',
  '按键失灵',
];
