import { DynamicModule, Logger, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'fs';
import path from 'path';

/**
 * Paths the client never answers: the API (GraphQL, REST under /api, OAuth under /oauth), hashed
 * assets that do not exist (a 404, not index.html), and anything that looks
 * like a file.
 */
export const NOT_CLIENT_ROUTES = /^\/(graphql|api|health|metrics|oauth|\.well-known)(\/|$)|^\/assets\/|\/[^/]*\.[^/]*$/;

/**
 * Serves the single-page client at `/`: files from the build, and index.html
 * for every other GET (client routes such as /match/<id>). Without a build the
 * server runs as before, API only.
 */
@Module({})
export class WebModule {
  /** `dir`: the configuration's webClientDir, where `npm run build` puts the client (web/vite.config.mts). */
  static register(dir: string): DynamicModule {
    if (!existsSync(path.join(dir, 'index.html'))) {
      new Logger('WebModule').warn(`No web client in ${dir} (npm run build makes one); serving the API only`);
      return { module: WebModule };
    }
    return {
      module: WebModule,
      imports: [
        ServeStaticModule.forRoot({
          rootPath: dir,
          exclude: NOT_CLIENT_ROUTES,
          serveStaticOptions: {
            index: false,
            setHeaders: (res: { setHeader(name: string, value: string): void }, file: string) => {
              // Vite names assets by content hash; index.html must be revalidated to pick up a new build.
              const hashed = file.includes(`${path.sep}assets${path.sep}`);
              res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
            },
          },
        }),
      ],
    };
  }
}
