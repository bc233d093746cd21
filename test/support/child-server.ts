import type { ChildProcess } from 'child_process';
import { spawn } from 'child_process';
import { readFileSync } from 'fs';
import path from 'path';

const ENTRY = path.join(__dirname, 'server-process.ts');
const ROOT = path.resolve(__dirname, '..', '..');

export interface ChildServerOptions {
  databaseUrl: string;
  jwtSecret: string;
  /** 0 = any free port; give a fixed one to restart on the same address. */
  port?: number;
  /** Extra environment (rate limits, pool sizes). */
  env?: Record<string, string>;
  /** Extra node flags, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/prof']. */
  nodeArgs?: string[];
  /** Receives the child's stderr (its error log). */
  onStderr?: (text: string) => void;
  startTimeoutMs?: number;
  /** Another TypeScript entry point that prints `LISTENING <port>` (a benchmark's peer server); default server-process.ts. */
  entry?: string;
  /** The working directory (another checkout's root, whose entry this is); default this repository's root. */
  cwd?: string;
  /**
   * An entry compiled to JavaScript (`npx tsc -p tsconfig.json` writes dist/test/support/server-process.js): run
   * without @swc-node/register, as `npm start` runs the server, so that its memory holds no transpiler.
   */
  compiled?: boolean;
}

/** The application (test/support/server-process.ts) running in its own Node process. */
export class ChildServer {
  private constructor(
    readonly process: ChildProcess,
    readonly port: number,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get graphqlUrl(): string {
    return `${this.baseUrl}/graphql`;
  }

  get wsUrl(): string {
    return `ws://127.0.0.1:${this.port}/graphql`;
  }

  get pid(): number {
    return this.process.pid!;
  }

  static async start(options: ChildServerOptions): Promise<ChildServer> {
    const child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), ...(options.compiled ? [] : ['-r', '@swc-node/register']), options.entry ?? ENTRY],
      {
        cwd: options.cwd ?? ROOT,
        env: {
          ...process.env,
          ...options.env,
          DATABASE_URL: options.databaseUrl,
          JWT_SECRET: options.jwtSecret,
          PORT: String(options.port ?? 0),
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stderr.on('data', (chunk: Buffer) => options.onStderr?.(chunk.toString('utf8')));
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`server did not start in time:\n${output}`));
      }, options.startTimeoutMs ?? 60_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const match = /LISTENING (\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code ?? signal} before listening:\n${output}`));
      });
    });
    // A server that goes away mid-run (a benchmark's soak) says how: an exit code, or the signal that ended it.
    child.once('exit', (code, signal) => options.onStderr?.(`server process exited with ${code ?? signal}\n`));
    return new ChildServer(child, port);
  }

  /** kill -9: no shutdown hooks, no flushing, open transactions die with their connections. */
  async kill(): Promise<void> {
    await this.stop('SIGKILL');
  }

  /** Graceful stop (SIGTERM). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.process.once('exit', () => resolve()));
    this.process.kill(signal);
    await exited;
  }

  /** Resident set size now and at its peak, in bytes (Linux /proc). */
  memory(): { rss: number; peakRss: number } {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = (name: string): number => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peakRss: kb('VmHWM') };
  }
}

/** CPU seconds (user + system) a process has used so far (Linux /proc). */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 (1-based), i.e. 11 and 12 after the name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
