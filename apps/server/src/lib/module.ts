// What a server area brings to the app: its routes (under /api), its job handlers and its schedules. app.ts and
// the job worker register areas by name from modules/index.ts; an area adds a route or job in its own index.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps.ts';
import type { JobHandler } from './jobs.ts';

/** Recurring work, run by one instance at a time through the job queue (a singleton job per schedule). */
export interface Schedule {
  /** Unique name; the job's queue is `schedule:<name>`. */
  name: string;
  /** Milliseconds between runs. */
  everyMs: number;
  /** Delay of the first run after start (default: everyMs). */
  firstAfterMs?: number;
  run(deps: Deps): Promise<void>;
}

export interface ServerModule {
  name: string;
  routes: FastifyPluginAsync[];
  /** Routes at the root of every host, outside /api (robots.txt, sitemap.xml). */
  rootRoutes?: FastifyPluginAsync[];
  /** Job handlers by queue name. */
  jobs?: (deps: Deps) => Record<string, JobHandler>;
  schedules?: Schedule[];
  /**
   * Work run once when the server starts (server.ts, after migrations and demo data, before it listens): checks
   * and repairs of what a crash may have left behind. An error is logged; the server starts anyway.
   */
  startup?: (deps: Deps) => Promise<void>;
  /**
   * Pages of the web app rendered on the server (issue 22): the first that answers for a host and path puts its
   * content into the served index.html, so text and images paint before the app's bundle runs.
   */
  prerender?: PagePrerenderer[];
  /** Registered only outside production. */
  devOnly?: boolean;
}

/** A page's content for the first paint and the data the app starts from (keys: see apps/web/src/lib/prerender.ts). */
export interface PrerenderedPage {
  title: string;
  description?: string;
  /** Escaped markup (built with lib/html.ts). */
  body: string;
  /** JSON text of `{ [name]: answer }`, the API answers the page shows. */
  dataJson: string;
  /** The page works without the app: the build's island of this name is sent instead (decision 050; `login`). */
  island?: string;
}

export type PagePrerenderer = (
  deps: Deps,
  host: string | undefined,
  path: string,
) => Promise<PrerenderedPage | null>;

export const defineModule = (m: ServerModule): ServerModule => m;
