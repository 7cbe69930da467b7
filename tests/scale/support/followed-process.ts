/**
 * A child process whose output the scale tests follow line by line: the cluster's primary, an API node,
 * HAProxy. Both stdout and stderr are followed (HAProxy writes its alerts to stderr).
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface FollowedProcess {
  child: ChildProcess;
  /** Lines printed so far, stdout and stderr interleaved as they arrived. */
  readonly lines: string[];
  /**
   * Waits for a line matching `pattern`, from line `fromLine` on (those already printed included), and
   * returns its match and line number; rejects if the process exits first or after `timeoutMs`.
   */
  waitForLine(
    pattern: RegExp,
    fromLine?: number,
    timeoutMs?: number,
  ): Promise<{ match: RegExpExecArray; line: number }>;
  /** Resolves with the exit code once the process has ended (null: ended by a signal). */
  readonly exited: Promise<number | null>;
  /** Sends `signal` unless the process has ended, and waits for the end. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function spawnFollowed(command: string, args: string[], options: SpawnOptions): FollowedProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const waiting = new Set<() => void>();
  const follow = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const complete = (partial + chunk.toString()).split('\n');
      partial = complete.pop() ?? '';
      lines.push(...complete);
      for (const wake of waiting) wake();
    });
  };
  follow(child.stdout!);
  follow(child.stderr!);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    for (const wake of waiting) wake();
  });
  const ended = () => child.exitCode !== null || child.signalCode !== null;

  return {
    child,
    lines,
    exited,
    waitForLine(pattern, fromLine = 0, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (let line = fromLine; line < lines.length; line += 1) {
            const match = pattern.exec(lines[line]!);
            if (match) return finish(() => resolve({ match, line }));
          }
          if (ended())
            finish(() => reject(new Error(`exited before printing ${pattern}:\n${lines.join('\n')}`)));
        };
        const timer = setTimeout(
          () =>
            finish(() => reject(new Error(`no line ${pattern} in ${timeoutMs} ms:\n${lines.join('\n')}`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiting.delete(check);
          settle();
        };
        waiting.add(check);
        check();
      });
    },
    stop(signal = 'SIGTERM') {
      if (!ended()) child.kill(signal);
      return exited;
    },
  };
}
