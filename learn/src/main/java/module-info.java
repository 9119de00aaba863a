/**
 * Self-play data for learners: {@link dev.tabula.learn.SelfPlay} plays games between agents (MCTS
 * with its root visits as the policy target, or any other {@link dev.tabula.core.Agent}) and
 * returns {@link dev.tabula.learn.Samples}, which write themselves as a NumPy {@code .npz} file.
 */
module dev.tabula.learn {
  requires transitive dev.tabula.core;
  requires transitive dev.tabula.search;
  requires com.fasterxml.jackson.core;

  exports dev.tabula.learn;
}
