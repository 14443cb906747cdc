/** The job handler registry as GET /api/quartz-job/handlers answers it, in the caller's language (server/jobs/job-registry.ts). */
export interface JobHandlerParam {
  name: string;
  type: 'integer' | 'boolean' | 'string';
  title: string;
  default: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface JobHandlerMethod {
  methodName: string;
  title: string;
  description: string;
  params: JobHandlerParam[];
  /** The params JSON with every default, to start a new job from. */
  defaultParams: string;
}

export interface JobHandlerBean {
  beanName: string;
  methods: JobHandlerMethod[];
}
