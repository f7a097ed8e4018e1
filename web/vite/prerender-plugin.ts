import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ViteBuilder } from 'vite';

/** What the server entry (src/entry-server.tsx) offers the build. */
interface ServerEntry {
  prerenderSite(template: string): Promise<Map<string, string>>;
}

// The server bundle is a build tool, not part of the site: it is built outside dist/, next to the
// packages it imports, and removed once the pages are written.
const SERVER_OUT_DIR = 'node_modules/.prerender';

/**
 * Makes `vite build` build the browser app, then the server entry for Node, then write every
 * route's HTML (with its content, head tags and the path it was rendered for), 404.html,
 * sitemap.xml, robots.txt and rss.xml into the browser build's folder.
 */
export function prerenderPlugin(options: { entry: string }): Plugin {
  return {
    name: 'mailmuse-prerender',
    apply: 'build',
    config() {
      return {
        // An app build (rather than the single client build) so buildApp below runs.
        builder: {},
        environments: {
          ssr: { build: { ssr: options.entry, outDir: SERVER_OUT_DIR, emptyOutDir: true, copyPublicDir: false } },
        },
      };
    },
    buildApp: {
      order: 'pre',
      async handler(builder: ViteBuilder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr) throw new Error('The build needs the client and ssr environments');
        const clientDir = path.resolve(builder.config.root, client.config.build.outDir);
        const serverDir = path.resolve(builder.config.root, ssr.config.build.outDir);

        await builder.build(client);
        const output = await builder.build(ssr);
        const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
        const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
        if (!entry) throw new Error(`The server build of ${options.entry} produced no entry chunk`);

        try {
          const server = (await import(pathToFileURL(path.join(serverDir, entry.fileName)).href)) as ServerEntry;
          const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
          const files = await server.prerenderSite(template);
          for (const [name, text] of files) {
            const file = path.join(clientDir, name);
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, text);
          }
          builder.config.logger.info(`prerendered ${files.size} files into ${path.relative(builder.config.root, clientDir)}/`);
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
