/**
 * Self-play data for learners. {@link dev.tabula.learn.SelfPlay} plays games between agents, each a
 * pure function of the game, the agents, the seed and the game's index, and collects one sample per
 * decision: the observation tensor, the legal-action mask, a policy target (MCTS root visits, else
 * the move played) and the final return. {@link dev.tabula.learn.Samples} holds them and writes
 * them as a NumPy {@code .npz} archive that {@code numpy.load} reads (see {@code
 * docs/selfplay.md}).
 */
@NullMarked
package dev.tabula.learn;

import org.jspecify.annotations.NullMarked;
