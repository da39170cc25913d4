/** A training workload's GPU mix in words ("1 GPU: 61%, 2 GPUs: 22%"), as the import, the editor and the report write it. */
export const gpuMixEn = {
  item_one: '{{n}} GPU: {{share}}',
  item_other: '{{n}} GPUs: {{share}}',
  separator: ', ',
};

export const gpuMixZhCN: typeof gpuMixEn = {
  item_one: '{{n}} 个 GPU：{{share}}',
  item_other: '{{n}} 个 GPU：{{share}}',
  separator: '，',
};
