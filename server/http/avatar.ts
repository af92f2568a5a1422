import type { ServerResponse } from 'node:http';

/**
 * A stand-in for Gravatar that needs no outside service: a deterministic SVG silhouette
 * whose colour comes from the e-mail hash, so each reviewer keeps one look.
 */
export function serveAvatar(response: ServerResponse, hash: string) {
  if (!/^[a-f0-9]{32}$/.test(hash)) {
    response.writeHead(404).end();
    return;
  }
  const hue = parseInt(hash.slice(0, 4), 16) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<rect width="96" height="96" fill="hsl(${hue} 45% 85%)"/>
<circle cx="48" cy="38" r="18" fill="hsl(${hue} 40% 45%)"/>
<path d="M16 92c4-20 17-30 32-30s28 10 32 30z" fill="hsl(${hue} 40% 45%)"/>
</svg>`;
  response.writeHead(200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    'Access-Control-Allow-Origin': '*',
  });
  response.end(svg);
}
