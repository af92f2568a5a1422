/**
 * The build this server runs, for open tabs to notice a new deployment
 * (lib/client/build-check.ts). Never cached: its whole point is to be current.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(
    { buildId: process.env.NEXT_PUBLIC_BUILD_ID ?? null },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
