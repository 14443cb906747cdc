import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('apiBaseUrl');

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } } }>>;
}

describe('the OpenAPI description generated from schemas/', () => {
  it('is served without a session and lists every operation of the four entities', async () => {
    const response = await fetch(`${baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApi;
    expect(document.openapi).toBe('3.0.3');
    const paths = Object.keys(document.paths);
    for (const operation of ['add', 'delete', 'update', 'query', 'batchUpdate', 'detail']) {
      for (const prefix of ['/db/dic', '/db/param', '/db/acct', '/db/hosp-dept']) expect(paths).toContain(`${prefix}/${operation}`);
    }
    expect(paths).toEqual(expect.arrayContaining(['/db/hosp-dept/treeQuery', '/db/hosp-dept/undelete-treeQuery', '/db/acct/resetPass']));
  });

  it('carries the seed messages of each rule next to the rule', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApi;
    const add = document.paths['/db/dic/add']!.post!.requestBody!.content['application/json'].schema;
    expect(add.required).toEqual(['type', 'description', 'val', 'sort']);
    expect(add['x-messages']).toEqual({
      required: { type: '类型为必输项', description: '描述/名称为必输项', val: '值为必输项', sort: '排序为必输项' },
    });
    const sort = (add.properties as Record<string, Record<string, unknown>>).sort!;
    expect(sort).toMatchObject({ type: 'integer', minimum: 1, maximum: 32767 });
    expect(JSON.stringify(document)).not.toContain('pass_word_hash');
  });

  it('describes partial edits and versions: rowVersion, rowVersions, the 409 answer, no version = last write wins', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApi & {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    const post = (path: string) =>
      document.paths[path]!.post as unknown as {
        description: string;
        requestBody: { content: { 'application/json': { schema: Record<string, unknown> } } };
      };
    const update = post('/db/dic/update');
    const body = update.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['id']);
    expect(body.properties).toHaveProperty('rowVersion');
    expect(update.description).toContain("'409'");
    expect(update.description).toContain('后保存者覆盖');
    expect(post('/db/dic/batchUpdate').requestBody.content['application/json'].schema.properties).toHaveProperty('rowVersions');
    expect(post('/db/acct/resetPass').requestBody.content['application/json'].schema.properties).toHaveProperty('rowVersion');
    expect(document.components.schemas.dic!.properties).toHaveProperty('rowVersion');
    expect(post('/db/dic/query').requestBody.content['application/json'].schema.properties).not.toHaveProperty('rowVersion');
  });

  it('has a browsable page at /api-docs', async () => {
    const response = await fetch(`${baseUrl}/api-docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('swagger');
  });
});
