import { basename, resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import {
  DefinePlugin,
  NormalModuleReplacementPlugin,
  optimize,
  type Compiler,
  type Configuration,
} from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';

/**
 * Builds src/client into dist/client. Every route is its own chunk (React.lazy in app/screens.ts),
 * file names carry a content hash so the server can cache them for a year, and .gz/.br copies are
 * written next to each file so the server sends them precompressed.
 */
/** Writes the chunk graph scripts/bundle-size.ts reads (entry and per-route chunk groups). */
class ChunkGraphStats {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkGraphStats', (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, ids: true });
      writeFileSync(
        resolve(__dirname, 'dist/stats.json'),
        JSON.stringify({ entrypoints: json.entrypoints, namedChunkGroups: json.namedChunkGroups }),
      );
    });
  }
}

/** Module of @mui/material (folder/file) → our stand-in in src/client/design. */
const MUI_STUBS: Record<string, string> = {
  'styles/createThemeWithVars.mjs': 'muiWithoutCssVars.ts',
  'styles/ThemeProviderWithVars.mjs': 'muiWithoutCssVars.ts',
  'ButtonBase/TouchRipple.mjs': 'muiWithoutRipple.tsx',
};
interface MuiRequest {
  context: string;
  request: string;
}

export default function config(
  _env: unknown,
  argv: { mode?: Configuration['mode'] },
): Configuration[] {
  const production = argv.mode !== 'development';
  return [clientConfig(production), prerenderConfig(production)];
}

/** What both builds share: the same sources, compiled and resolved the same way. */
function shared(production: boolean): Configuration {
  return {
    mode: production ? 'production' : 'development',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router 7 maps every bundler import to its development build (dev warnings and
      // checks kept in, 12.9 KB gzip); production builds take the package's production build.
      alias: production
        ? {
            'react-router$': resolve(
              __dirname,
              'node_modules/react-router/dist/production/index.mjs',
            ),
          }
        : {},
    },
    module: {
      rules: [
        // @emotion/react imports hoist-non-react-statics for its side effects, which it has none
        // of: only `withTheme` uses it, which the app never calls. Marked so, it and its react-is
        // 16 leave `/` (0.8 KB gzip).
        { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Both builds, in production, leave out the MUI modules our theme never runs (small stand-ins in
 * src/client/design): the server's HTML must be what the browser's first render makes.
 */
function sharedPlugins(production: boolean) {
  return [
    // The build a diagnostics snapshot names: the commit it was built from.
    new DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(buildId()) }),
    ...(production
      ? [
          new NormalModuleReplacementPlugin(/^\.\/\w+\.mjs$/, (resource: MuiRequest) => {
            const stub = MUI_STUBS[`${basename(resource.context)}/${resource.request.slice(2)}`];
            if (stub && /[\\/]@mui[\\/]material[\\/]/.test(resource.context)) {
              resource.request = resolve(__dirname, 'src/client/design', stub);
            }
          }),
        ]
      : []),
  ];
}

function clientConfig(production: boolean): Configuration {
  return {
    ...shared(production),
    name: 'client',
    entry: { main: resolve(__dirname, 'src/client/main.tsx') },
    output: {
      path: resolve(__dirname, 'dist/client'),
      filename: 'assets/[name].[contenthash:10].js',
      // Lazy chunks by id: with their names in the file names, the entry's runtime carried a
      // table of every chunk's name (0.5 KB gzip on `/`). dist/stats.json keeps the names. The
      // runtime still maps each chunk to its hash: 8 hex digits (as many as needed to tell one
      // build's file from another) rather than 10 keep that table 0.2 KB smaller on `/`.
      chunkFilename: 'assets/[id].[contenthash:8].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: {
      splitChunks: {
        chunks: 'async',
        // Shared code is split out only past 40 KB (raw): below it, a route paid more in the
        // per-chunk overhead of many small shared chunks (13 for onboarding-purchase) than it
        // saved; this keeps every route under its 60 KB with the upload wizard's chunks added.
        minSize: 40000,
        cacheGroups: {
          // Lingui's runtime once, shared by every screen that shows catalog texts (it is small,
          // so minSize would otherwise copy it into each of their chunks).
          lingui: {
            test: /[\\/]node_modules[\\/]@lingui[\\/]/,
            name: 'lingui',
            chunks: 'async',
            enforce: true,
          },
          // The catalogs' runtime (useTexts, the loader, the formatter) once, shared by every
          // screen: each screen's chunk carried its own copy (18 copies, about 2 KB each).
          i18nRuntime: {
            test: /[\\/]src[\\/](client[\\/]i18n[\\/](useTexts|catalogs|rootAreas|appLocale)|domain[\\/]i18n[\\/](texts|dates|locales))\.tsx?$/,
            name: 'i18n-runtime',
            chunks: 'async',
            enforce: true,
          },
          // React DOM as its own script beside the entry: the browser then compiles and runs
          // two scripts as two tasks instead of one long one (Lighthouse's blocking time).
          reactDom: {
            test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            name: 'react-dom',
            chunks: 'initial',
            enforce: true,
          },
        },
      },
      runtimeChunk: false,
      // swc's minifier (Rust) instead of webpack's default terser: the build took 107 CPU-seconds
      // with terser and 49 with swc, and the chunks come out a little smaller (dashboard 59.2 to
      // 58.8 KB gzip). Terser's two compress passes are kept.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 } },
        }),
      ],
    },
    plugins: [
      ...sharedPlugins(production),
      new HtmlWebpackPlugin({ template: resolve(__dirname, 'public/index.html') }),
      new CopyPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      new ChunkGraphStats(),
      ...(production
        ? [
            new CompressionPlugin({
              test: /\.(js|html|svg|css)$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
            }),
            new CompressionPlugin({
              test: /\.(js|html|svg|css)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
            }),
          ]
        : []),
    ],
  };
}

/**
 * dist/prerender/prerender.js: src/client/prerender.tsx for Node, one file with every lazy
 * screen inside (no chunks to load), which the server loads to send the signed-out pages as
 * HTML (src/server/prerender.ts). Not minified: it is read once by the server, never downloaded.
 */
function prerenderConfig(production: boolean): Configuration {
  return {
    ...shared(production),
    name: 'prerender',
    target: 'node20',
    entry: { prerender: resolve(__dirname, 'src/client/prerender.tsx') },
    output: {
      path: resolve(__dirname, 'dist/prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    optimization: { minimize: false },
    plugins: [...sharedPlugins(production), new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

/** The short commit of the tree being built, or 'unknown' outside a git checkout. */
function buildId(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}
