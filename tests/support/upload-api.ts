import fs from 'node:fs';
import path from 'node:path';
import type { Envelope } from '../../contracts/envelope.js';

/** What the policy call answers (engine/schema/upload-rules.ts, UploadPolicyResponse). */
export interface Policy {
  ossAccessKeyId: string;
  policy: string;
  signature: string;
  idList: string[];
  urlList: string[];
  action: string;
  expire: number;
}

export interface Uploaded {
  id: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export interface FilePart {
  name: string;
  bytes: Buffer;
  /** Form field name; `file` unless said. */
  field?: string;
}

/** A multipart POST with fields first, then files (as OSS wants them), answering the envelope. */
export async function postForm<T>(
  baseUrl: string,
  url: string,
  fields: Record<string, string>,
  files: FilePart[],
  token?: string,
): Promise<{ status: number; body: Envelope<T> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${baseUrl}${url}`, { method: 'POST', body: form, headers: token ? { token } : {} });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The policy fields of one key, as the console posts them. */
export function policyFields(policy: Policy, index = 0): Record<string, string> {
  return {
    key: policy.idList[index]!,
    success_action_status: '200',
    OSSAccessKeyId: policy.ossAccessKeyId,
    policy: policy.policy,
    signature: policy.signature,
  };
}

/** Every file under a folder, relative paths, sorted: "nothing left on disk" is an unchanged list. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(dir, entry)).isFile()).sort();
}
