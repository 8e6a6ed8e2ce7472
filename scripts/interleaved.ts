/**
 * Measurements of several pages taken round by round (every page once, then every page again), so that the noise of
 * this shared machine at any moment of a long run falls on our pages and the competitor's alike.
 */
export async function interleaved<Sample>(
  urls: readonly string[],
  rounds: number,
  measure: (url: string) => Promise<Sample>,
): Promise<Map<string, Sample[]>> {
  const samples = new Map<string, Sample[]>(urls.map((url) => [url, []]));
  for (let round = 0; round < rounds; round++) {
    for (const url of urls) samples.get(url)!.push(await measure(url));
  }
  return samples;
}
