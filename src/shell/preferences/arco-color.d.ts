// @arco-design/color ships CommonJS without types; only the two functions the theme uses.
declare module '@arco-design/color' {
  export function generate(color: string, options: { list: true }): string[];
  export function getRgbStr(color: string): string;
}
