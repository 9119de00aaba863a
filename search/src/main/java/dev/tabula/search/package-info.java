/**
 * Search bots for any {@link dev.tabula.core.Game}, one builder each: {@link
 * dev.tabula.search.AlphaBeta}, for two-player zero-sum games without chance, and {@link
 * dev.tabula.search.Expectimax}, for any number of players and games with chance, which search to a
 * depth with a heuristic {@link dev.tabula.core.Evaluation} at the horizon and deepen iteratively;
 * {@link dev.tabula.search.Mcts Monte Carlo tree search}, for any game, which samples instead; and
 * the simple {@link dev.tabula.search.FlatMonteCarlo} and {@link dev.tabula.search.Greedy}. The
 * first three are {@link dev.tabula.search.SearchAgent}s: they search under a {@link
 * dev.tabula.search.Budget} and report what they found in a {@link dev.tabula.search.SearchResult}.
 *
 * <pre>{@code
 * SearchAgent<ToguzState, ToguzMove> bot = AlphaBeta.builder().depth(8).build();
 * Agent<ToguzState, ToguzMove> mcts = Mcts.builder().iterations(1000).build();
 * }</pre>
 *
 * <p>A builder is immutable: every setting returns a new builder, and {@code build()} makes an
 * agent, typed by the variable or parameter it goes to. Where a search needs an evaluation and none
 * is set, it uses the game's own ({@link dev.tabula.core.Heuristics}). The command line's and the
 * match's bot names map onto the settings one to one: {@code alphabeta:depth=8} is {@code
 * AlphaBeta.builder().depth(8).build()}, {@code mcts:time=100ms:threads=2} is {@code
 * Mcts.builder().time(Duration.ofMillis(100)).threads(2).build()}.
 *
 * <p>MCTS takes knowledge of a game in three places: a {@link dev.tabula.search.PlayoutPolicy} for
 * its playouts, an evaluation for the leaves ({@link
 * dev.tabula.search.Mcts.Builder#cutoffEvaluation}) and {@link dev.tabula.search.MovePriors} for
 * the tree (PUCT, as AlphaZero's: from a learned policy, or from an evaluation).
 *
 * <p>Any search plays from an {@link dev.tabula.core.OpeningBook} with {@link
 * dev.tabula.search.SearchAgent#withBook}; {@link dev.tabula.search.BookBuilder} makes one by
 * searching the positions nearest the start.
 *
 * <h2>Common contract of alpha-beta and expectimax</h2>
 *
 * (MCTS has its own: see {@link dev.tabula.search.Mcts}.)
 *
 * <ul>
 *   <li><b>Budget.</b> {@link dev.tabula.search.Budget#depth()} is the deepest iteration in plies
 *       (chance plies count; at most 1000); {@link dev.tabula.search.Budget#iterations()} limits
 *       the <em>nodes</em>, every state created by a move or chance outcome counting one, and is
 *       never exceeded (by the calling thread: alpha-beta's {@linkplain
 *       dev.tabula.search.AlphaBeta.Builder#threads helper threads} are not limited, and {@link
 *       dev.tabula.search.SearchResult#iterations()} then counts theirs too); {@link
 *       dev.tabula.search.Budget#time()} counts from the moment {@link
 *       dev.tabula.search.SearchAgent#search} is called and is checked between iterations and every
 *       256 nodes, except during depth 1: a timed search always completes depth 1 (with its
 *       quiescence plies), however long that takes. A search that runs out of nodes or time
 *       discards the iteration under way and answers from the last completed one; if a node limit
 *       stopped it before depth 1 completed, from the root moves it did evaluate, else the first
 *       legal move. It stops early when an iteration searched every line to the end of the game
 *       (and alpha-beta also when it proved a win or a loss). {@link
 *       dev.tabula.search.SearchResult#elapsed()} is the time from the call to the return, by the
 *       same clock as the time limit.
 *   <li><b>Values.</b> For the player to move, in [-1, 1]: the evaluation at the horizon, and a
 *       finished game's {@link dev.tabula.core.GameResult#returns(int)} scaled by {@code 1 - ply *
 *       2^-20}, {@code ply} counted from the root, so that quicker wins (and slower losses) score
 *       higher: a win found {@code k} plies ahead is reported as {@code 1 - k * 2^-20}.
 *   <li><b>Ties</b> between root moves of equal value go to the first in the game's order.
 *   <li><b>Determinism.</b> The random generator is not used: with depth and node limits only, a
 *       search is a function of the game and the state (the same move, value, nodes and principal
 *       variation every time). Time limits make the depth reached, and so the move, depend on the
 *       machine and its load. Alpha-beta on more than one thread keeps the move and value of a
 *       fixed depth, but not the nodes or the line.
 *   <li><b>Threads.</b> The agents are immutable and thread-safe: one agent may serve many threads
 *       and games at once. A search allocates its working memory per call, except alpha-beta's
 *       transposition tables, which it borrows from the agent and clears first (see {@link
 *       dev.tabula.search.AlphaBeta}). A search runs on the calling thread; alpha-beta with {@link
 *       dev.tabula.search.AlphaBeta.Builder#threads threads(k)} adds helpers on an executor, which
 *       end before the search returns.
 *   <li><b>Errors.</b> {@link dev.tabula.search.SearchAgent#search} throws {@link
 *       IllegalArgumentException} when the state is terminal or a chance node, or the game does not
 *       suit the search; {@link IllegalStateException} if the evaluation returns a value outside
 *       (-1, 1) or NaN.
 * </ul>
 */
@NullMarked
package dev.tabula.search;

import org.jspecify.annotations.NullMarked;
