import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStoreVersion, describeStoreVersion, resetsPasswordOnUpdate, stableTag } from '@/lib/commerce/store-version';

/** A store over real HTTP whose plugin readme says what `readme` holds (null: 404, like a hidden one). */
let readme: { body: string; type: string } | null = null;
let server: Server;
let graphqlUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/wp-content/plugins/wp-graphql/readme.txt' && readme) {
      response.writeHead(200, { 'content-type': readme.type }).end(readme.body);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  graphqlUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const wpReadme = (tag: string) => `=== WPGraphQL ===\nContributors: jasonbahl\nRequires PHP: 7.4\nStable tag: ${tag}\nLicense: GPL-3\n`;

describe('WPGraphQL versions that replace passwords on updates', () => {
  it('are 2.6.0 up to 2.7.x', () => {
    for (const version of ['2.6.0', '2.6.3', '2.7.0', '2.7.12', 'v2.6.0']) expect(resetsPasswordOnUpdate(version), version).toBe(true);
    for (const version of ['2.5.4', '1.14.0', '2.8.0', '2.8.1', '3.0.0', 'trunk']) expect(resetsPasswordOnUpdate(version), version).toBe(false);
  });

  it("read from a plugin readme's stable tag", () => {
    expect(stableTag(wpReadme('2.6.0'))).toBe('2.6.0');
    expect(stableTag('Stable tag:   2.8.1  \r\n')).toBe('2.8.1');
    expect(stableTag('no tag here')).toBeNull();
  });
});

describe('asking the store at start-up', () => {
  it('finds an affected store by its readme and warns', async () => {
    readme = { body: wpReadme('2.6.0'), type: 'text/plain; charset=UTF-8' };
    const check = await checkStoreVersion({ COMMERCE_GRAPHQL_URL: graphqlUrl });
    expect(check).toEqual({ affected: true, version: '2.6.0', source: 'readme' });
    expect(describeStoreVersion(check)).toMatch(/^WARNING: .*2\.6\.0.*2\.8\.0/);
  });

  it('finds a fixed store', async () => {
    readme = { body: wpReadme('2.8.0'), type: 'text/plain' };
    expect(await checkStoreVersion({ COMMERCE_GRAPHQL_URL: graphqlUrl })).toEqual({ affected: false, version: '2.8.0', source: 'readme' });
  });

  it('lets COMMERCE_WPGRAPHQL_VERSION name the version of a store that hides its readme', async () => {
    readme = null;
    expect(await checkStoreVersion({ COMMERCE_GRAPHQL_URL: graphqlUrl, COMMERCE_WPGRAPHQL_VERSION: '2.7.0' })).toMatchObject({ affected: true, source: 'setting' });
    readme = { body: wpReadme('2.6.0'), type: 'text/plain' };
    expect(await checkStoreVersion({ COMMERCE_GRAPHQL_URL: graphqlUrl, COMMERCE_WPGRAPHQL_VERSION: '2.8.1' })).toMatchObject({ affected: false, source: 'setting' });
  });

  it('says the version is unknown (and how to name it) for a hidden readme, an HTML page or no store at all', async () => {
    readme = null;
    const hidden = await checkStoreVersion({ COMMERCE_GRAPHQL_URL: graphqlUrl });
    expect(hidden).toEqual({ affected: false, version: null, source: 'unknown' });
    expect(describeStoreVersion(hidden)).toMatch(/COMMERCE_WPGRAPHQL_VERSION/);
    readme = { body: '<html>Stable tag: 2.8.0</html>', type: 'text/html' };
    expect((await checkStoreVersion({ COMMERCE_GRAPHQL_URL: graphqlUrl })).source).toBe('unknown');
    expect((await checkStoreVersion({ COMMERCE_GRAPHQL_URL: 'http://127.0.0.1:9/graphql' })).source).toBe('unknown');
  });
});
