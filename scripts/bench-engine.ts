/*
 * `npm run bench:engine`: throughput of the engine's hot paths.
 * Prints calculations per second for a single value, the time of a max-mutation search (cold = uncached search,
 * warm = cached), and the time of a reverse (weight-for-value) calculation.
 */
import { crops, getCrop } from '../src/game/crops';
import { cropValue, maxMutationSet, maxMutationSets, mutations, sellPrice, weightForValue } from '../src/game/index';
import { searchMaxMutationIndices } from '../src/game/maxMutation';
import { weighedCrops } from '../src/game/test-support/weighedCrops';

/** Keeps results alive so the JIT cannot drop the work being measured. */
let checksum = 0;

function measure(label: string, run: (i: number) => unknown, minMs = 400): number {
  let sink = 0;
  for (let i = 0; i < 2000; i++) sink += run(i) ? 1 : 0; // warm-up, lets the JIT compile
  let iterations = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < 1000; i++) sink += run(iterations + i) ? 1 : 0;
    iterations += 1000;
    elapsed = performance.now() - start;
  } while (elapsed < minMs);
  const perSecond = (iterations / elapsed) * 1000;
  const microseconds = (elapsed / iterations) * 1000;
  checksum += sink;
  console.log(
    `${label.padEnd(44)} ${Math.round(perSecond).toLocaleString('en-US').padStart(12)} /s  ${microseconds.toFixed(2).padStart(8)} µs each`,
  );
  return microseconds;
}

function time(label: string, run: () => unknown, repeats = 20): number {
  run();
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)] as number;
  console.log(`${label.padEnd(44)} ${median.toFixed(3).padStart(12)} ms (median of ${repeats})`);
  return median;
}

const sample = weighedCrops.slice(0, 64);
const max = maxMutationSet(getCrop('moon-mango'), { pool: 'spec' });

console.log(`Grow a Garden engine benchmark (${crops.length} crops, ${mutations.length} mutations, Node ${process.version})\n`);
const single = measure('cropValue, no mutations', (i) => {
  const crop = sample[i % sample.length];
  return (
    crop &&
    cropValue({ crop: getCrop(crop.id), weightKg: crop.weights.baseWeight * (1 + (i % 7) / 10), variantId: 'normal', mutationIds: [] })
      .value
  );
});
measure(
  'cropValue, Gold + Shocked + Frozen',
  (i) => cropValue({ crop: getCrop('moon-mango'), weightKg: 15 + (i % 10), variantId: 'gold', mutationIds: ['shocked', 'frozen'] }).value,
);
measure(
  'cropValue, 30-mutation max set (Rainbow)',
  (i) => cropValue({ crop: getCrop('moon-mango'), weightKg: 15 + (i % 10), variantId: 'rainbow', mutationIds: max.mutationIds }).value,
);
measure(
  'sellPrice, max set, +40 %, ×1,000,000',
  (i) =>
    sellPrice({
      crop: getCrop('moon-mango'),
      weightKg: 15 + (i % 10),
      variantId: 'rainbow',
      mutationIds: max.mutationIds,
      boostPercent: 40,
      quantity: 1_000_000,
    }).total,
);
measure(
  'weightForValue (reverse), taxed target',
  (i) =>
    weightForValue({
      crop: getCrop('moon-mango'),
      variantId: 'rainbow',
      mutationIds: max.mutationIds,
      boostPercent: 20,
      targetPerFruit: 5e12 + i,
    }).kind,
  300,
);
console.log('');
const allIndices = mutations.map((_, index) => index).filter((index) => mutations[index]?.id !== 'dawnbound');
const specIndices = allIndices.filter((index) => mutations[index]?.inSpecList);
time('max-mutation search, all 181 (cold, uncached)', () => searchMaxMutationIndices(allIndices));
time('max-mutation search, spec list (cold)', () => searchMaxMutationIndices(specIndices));
time('maxMutationSet(crop)', () => maxMutationSet(getCrop('carrot')), 50);
time(`maxMutationSets(every crop, ${crops.length})`, () => maxMutationSets(crops), 20);

console.log(
  `\nsingle value: ${single < 1000 ? 'OK' : 'TOO SLOW'}, ${single.toFixed(2)} µs (budget: well under 1 ms; checksum ${checksum})`,
);
