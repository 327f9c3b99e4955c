/** Where a section's data is: not asked for yet, on its way, there, or failed to arrive. */
export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
