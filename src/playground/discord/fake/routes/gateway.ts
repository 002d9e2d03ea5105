import { json, type Route } from '../http.ts';
import type { RouteKit } from './kit.ts';

/** Where the gateway is: `/gateway/bot` (with shards and identify limits) and `/gateway`. */
export function gatewayRoutes({ hub, gatewayUrl }: RouteKit): Route[] {
  return [
    {
      name: 'gateway.bot',
      method: 'GET',
      path: '/gateway/bot',
      auth: true,
      handle: () =>
        json({
          url: gatewayUrl(),
          shards: hub.options.recommendedShards,
          session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 },
        }),
    },
    { name: 'gateway.get', method: 'GET', path: '/gateway', auth: false, handle: () => json({ url: gatewayUrl() }) },
  ];
}
