/** False only when the attempt surely never left this machine; anything unclear counts as "may have arrived". */
export declare function attemptMayHaveArrived(error: unknown): boolean;
