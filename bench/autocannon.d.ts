/** The part of autocannon 8's programmatic API the load script uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
    onResponse?: (status: number, body: string, context: object, headers: Record<string, string>) => void;
  }
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    requests: Request[];
  }): Promise<Result>;
  export default autocannon;
}
