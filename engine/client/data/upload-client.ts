import type { UploadPolicyRequest, UploadPolicyResponse, UploadType, UploadedFile } from '../../schema/upload-rules';

/** What a widget asks for one file: its upload type, and the field's own narrower limits. */
export interface UploadOptions {
  type: UploadType;
  maxSizeMb?: number;
  suffixes?: string[];
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

/** Sends one file and resolves with where it is stored; rejects (after the message was shown) on refusal. */
export type FileUploader = (file: File, options: UploadOptions) => Promise<UploadedFile>;

/** The two calls the policy flow needs: JSON for the policy, multipart for the file. */
export interface UploadHttp {
  post<T>(url: string, body?: unknown): Promise<T>;
  postForm<T>(url: string, form: FormData, config?: { onProgress?: (percent: number) => void }): Promise<T>;
}

export const UPLOAD_POLICY_PATH = '/api/oss/policy';

/**
 * Seed 000 section 7: a signed policy for this one file, then the file posted to the policy's
 * `action` with key, success_action_status 200, the access key id, policy and signature, the
 * file last (as OSS wants it). Our own server is the `action` and checks all of it again.
 */
export function createPolicyUploader(http: UploadHttp): FileUploader {
  return async (file, { type, maxSizeMb, suffixes, onProgress }) => {
    const request: UploadPolicyRequest = {
      type,
      fileNameList: [file.name],
      ...(maxSizeMb ? { maxSizeMb } : {}),
      ...(suffixes ? { suffixes } : {}),
    };
    const policy = await http.post<UploadPolicyResponse>(UPLOAD_POLICY_PATH, request);
    const form = new FormData();
    form.append('key', policy.idList[0] ?? '');
    form.append('success_action_status', '200');
    form.append('OSSAccessKeyId', policy.ossAccessKeyId);
    form.append('policy', policy.policy);
    form.append('signature', policy.signature);
    form.append('file', file, file.name);
    return http.postForm<UploadedFile>(policy.action, form, onProgress ? { onProgress } : undefined);
  };
}
