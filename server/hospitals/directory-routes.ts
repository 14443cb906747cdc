import type { FastifyInstance } from 'fastify';
import { EXAMPLE_OBJECT_ID } from '../../engine/server/openapi-examples.js';
import type { Db } from '../db/database.js';
import { authOf } from '../auth/session-context.js';
import { DocTag } from '../http/doc-tags.js';
import { ok } from '../http/envelope.js';
import type { RouteDoc } from '../http/route-doc.js';
import { hospitalExample } from '../accounts/session-doc-examples.js';
import * as answers from './directory-answers.js';
import { directoryInput, directorySchema, refuseUnreadableInput } from './directory-input.js';

interface DirectoryRoute {
  method: 'GET' | 'POST';
  url: string;
  /** The keys the call reads (besides the console's `hsopCode` echo). */
  keys: readonly string[];
  answer: answers.DirectoryAnswer;
  doc: Omit<RouteDoc, 'tag' | 'description'>;
}

const OPERATOR = '示范医疗设备服务有限公司';
/** The demo's first hospital, as the session calls' examples show it, with its directory fields. */
const HOSPITAL = {
  ...hospitalExample,
  hospSimpleName: '市一院',
  compId: EXAMPLE_OBJECT_ID,
  compName: OPERATOR,
  province: '33',
  provinceDesc: '浙江省',
  city: '3301',
  cityDesc: '杭州市',
  district: '330106',
  districtDesc: '西湖区',
  addr: '示范路 1 号',
  longitude: '120.1551',
  latitude: '30.2741',
  sortNum: 1,
};
const COMPANY = { compId: EXAMPLE_OBJECT_ID, compName: OPERATOR, hospList: [HOSPITAL] };

/** seed 001 section 7; what each answers is chosen in docs/hospital-api.md. */
const DIRECTORY_ROUTES: readonly DirectoryRoute[] = [
  {
    method: 'POST',
    url: '/db/hosp/queryHosp',
    keys: ['hospCode', 'hospName', 'compId'],
    answer: answers.queryHosp,
    doc: { summary: '可访问的医院（不分页）', body: { hospName: '第一人民' }, response: [HOSPITAL] },
  },
  {
    method: 'POST',
    url: '/db/hosp/queryCompanyHospList',
    keys: ['compId'],
    answer: answers.companyHospitals,
    doc: { summary: '按公司分组的医院', body: {}, response: [COMPANY] },
  },
  {
    method: 'POST',
    url: '/db/hosp/queryProvinceCompanyHospList',
    keys: ['compId', 'province'],
    answer: answers.provinceCompanyHospitals,
    doc: {
      summary: '按省份、公司分组的医院',
      body: { province: '33' },
      response: [{ province: '33', provinceDesc: '浙江省', companyList: [COMPANY] }],
    },
  },
  {
    method: 'POST',
    url: '/db/hosp/queryKunYaCompanyHospList',
    keys: [],
    answer: answers.selfOperatedHospitals,
    doc: { summary: '平台自营公司的医院', body: {}, response: [HOSPITAL] },
  },
  {
    method: 'GET',
    url: '/db/hosp/querySubGroupHospList',
    keys: ['subGroupId'],
    answer: answers.subGroupHospitals,
    doc: {
      summary: '子集团（公司）及其医院',
      query: { subGroupId: EXAMPLE_OBJECT_ID },
      response: [{ subGroupId: EXAMPLE_OBJECT_ID, subGroupName: OPERATOR, hospList: [HOSPITAL] }],
    },
  },
  {
    method: 'GET',
    url: '/db/hosp/queryMapSubGroupHospList',
    keys: ['subGroupId'],
    answer: answers.mapSubGroupHospitals,
    doc: {
      summary: '子集团医院的地图坐标',
      query: { subGroupId: EXAMPLE_OBJECT_ID },
      response: [
        {
          hospCode: HOSPITAL.hospCode,
          hospName: HOSPITAL.hospName,
          subGroupId: EXAMPLE_OBJECT_ID,
          subGroupName: OPERATOR,
          longitude: Number(HOSPITAL.longitude),
          latitude: Number(HOSPITAL.latitude),
          address: '浙江省杭州市西湖区示范路 1 号',
        },
      ],
    },
  },
  {
    method: 'GET',
    url: '/acct-center/api/web/manager-auth-check',
    keys: [],
    answer: answers.managerAuthCheck,
    doc: { summary: '是否可查看子集团视图', response: { managerAuth: true, isAdmin: false, acctRoleType: '02' } },
  },
  {
    method: 'POST',
    url: '/acct-center/api/web/query-sub-group-name',
    keys: ['hospCode'],
    answer: answers.subGroupName,
    doc: {
      summary: '医院所属子集团的名称',
      query: { hospCode: '10001' },
      body: {},
      response: { hospCode: HOSPITAL.hospCode, hospName: HOSPITAL.hospName, subGroupId: EXAMPLE_OBJECT_ID, subGroupName: OPERATOR },
    },
  },
  {
    method: 'POST',
    url: '/acct-center/api/web/query-sub-group-list',
    keys: [],
    answer: answers.subGroupList,
    doc: { summary: '可见的子集团列表', body: {}, response: [{ subGroupId: EXAMPLE_OBJECT_ID, subGroupName: OPERATOR, hospCount: 2 }] },
  },
];

/**
 * The hospital directory's read-only calls (docs/hospital-api.md): open to anyone signed in (the
 * session context answers a call without a live session 098 before any of these runs), each
 * answering only the hospitals the caller may work in.
 */
export function registerDirectoryRoutes(app: FastifyInstance, db: Db): void {
  for (const route of DIRECTORY_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      schema: directorySchema(route.method, route.keys),
      config: {
        // refuseUnreadableInput names a field by its title, as these calls always have, not by its key.
        entityInputChecks: true,
        doc: { ...route.doc, tag: DocTag.hospitals, description: '任何已登录用户；只答其可进入的医院（超级管理员为全部医院）' },
      },
      preValidation: refuseUnreadableInput,
      handler: async (request) => ok(await route.answer({ db, auth: authOf(request), input: directoryInput(request) })),
    });
  }
}
