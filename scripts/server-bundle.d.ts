export declare const SERVER_NODE_FLAGS: string[];
export declare function bundleServer(entry: string, outfile: string): Promise<void>;
export declare function bundleServerEntries(root: string, names: string[]): Promise<string[]>;
