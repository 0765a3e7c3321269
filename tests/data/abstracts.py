"""Invented abstracts for tests (written for this project, not taken from any paper list)."""

SPARSE = (
    "Sparse attention promises long-context inference at a fraction of the memory cost, yet "
    "existing kernels leave most of that promise on the table because irregular access patterns "
    "defeat the cache hierarchy of modern accelerators. We present BlockSieve, a tile-aligned "
    "sparse attention kernel that reorders queries by their predicted key blocks before the "
    "softmax and fuses the gather into the matrix multiply. On sequences of 128k tokens "
    "BlockSieve runs 3.1 times faster than dense FlashAttention at equal perplexity, and it "
    "composes with quantized key-value caches without retraining the model."
)
BANDIT = (
    "We revisit the contextual bandit problem with delayed and aggregated feedback, where the "
    "learner observes only the sum of rewards over a batch of rounds after an unknown delay. "
    "We show that a simple optimistic algorithm with a doubling schedule on the batch length "
    "attains regret of order square root of T times the dimension, matching the lower bound "
    "we prove up to logarithmic factors. Experiments on advertising logs confirm that the "
    "method degrades gracefully as delays grow, unlike importance weighting baselines."
)
PROTEIN = (
    "Designing proteins that fold into a prescribed shape remains slow because structure "
    "predictors must be queried thousands of times per design. We train a flow matching model "
    "directly on backbone frames and condition it on a coarse sketch of the target topology. "
    "The model proposes diverse backbones in seconds, and ninety percent of its designs are "
    "recovered by an independent structure predictor with high confidence, doubling the "
    "success rate of the strongest diffusion baseline on our benchmark of twelve folds."
)
# Two papers from one group that share their two opening sentences, then diverge.
SHARED_OPENING_A = (
    "Graph neural networks struggle when node features are noisy and edges are missing. "
    "Many real systems, from supply chains to power grids, produce exactly such graphs. "
    "We propose an edge completion module that predicts missing links from feature "
    "similarity and a learned prior over degree distributions, and we train it jointly with "
    "the downstream classifier. On six benchmarks it improves node classification accuracy by "
    "four points on average and remains stable when half of the edges are removed."
)
SHARED_OPENING_B = (
    "Graph neural networks struggle when node features are noisy and edges are missing. "
    "Many real systems, from supply chains to power grids, produce exactly such graphs. "
    "In this work we study the problem from the perspective of certified robustness and "
    "derive the first bound on how far predictions can move when an adversary deletes a "
    "bounded number of edges. The bound is computed by a linear program whose size grows "
    "with the number of deleted edges, and we tighten it with a randomized smoothing step."
)
ALL = (SPARSE, BANDIT, PROTEIN, SHARED_OPENING_A, SHARED_OPENING_B)
