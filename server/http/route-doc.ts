/** What the description says about one bespoke route (entity routes describe themselves). */
export interface RouteDoc {
  summary: string;
  tag?: string;
  description?: string;
  /** A real request body (overrides the example derived from the route's schema). */
  body?: Record<string, unknown>;
  /** A real request body sent as text (a route that also takes text/plain). */
  text?: string;
  /** Real query-string values. */
  query?: Record<string, unknown>;
  /** Real path parameters. */
  params?: Record<string, unknown>;
  /** A real `data` of the success envelope. */
  response?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's entry in /api/openapi.json (summary, tag, real examples), kept beside the route so
     * a renamed or removed route takes its description with it. Shapes follow seed 000 sections 3 and 7.
     */
    doc?: RouteDoc;
  }
}
