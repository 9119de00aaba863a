package example.tictactoe;

import dev.tabula.core.Describable;
import dev.tabula.core.Evaluation;
import dev.tabula.core.Game;
import dev.tabula.core.GameResult;
import dev.tabula.core.Heuristics;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.NotationException;
import dev.tabula.core.Observations;
import dev.tabula.core.Pictures;
import dev.tabula.core.Seeds;
import dev.tabula.core.SvgOptions;
import dev.tabula.core.TextCursor;
import dev.tabula.core.spi.ActionBuffers;
import dev.tabula.core.spi.Svg;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of tic-tac-toe on Tabula's game API, with every capability: observations, an
 * evaluation for searches, pictures and descriptions.
 *
 * <p>Notation: a position is the three rows from the top, {@code x}, {@code o} or {@code .} per
 * square, joined by {@code /}, then a space and the mark to move ({@code x} or {@code o}), e.g.
 * {@code x../.o./... x}; a move is its square, {@code a1} (bottom left) to {@code c3}.
 */
public final class TicTacToe
    implements Game<Board, Mark>,
        Observations<Board>,
        Heuristics<Board, Mark>,
        Pictures<Board, Mark>,
        Describable<Board, Mark> {

  private static final TicTacToe INSTANCE = new TicTacToe();

  private TicTacToe() {}

  /**
   * Returns the game.
   *
   * @return the one instance
   */
  public static TicTacToe standard() {
    return INSTANCE;
  }

  @Override
  public String name() {
    return "tic-tac-toe";
  }

  @Override
  public int numPlayers() {
    return 2;
  }

  @Override
  public String playerName(int seat) {
    return switch (seat) {
      case 0 -> "X";
      case 1 -> "O";
      default -> throw new IllegalArgumentException("a seat is 0..1, got " + seat);
    };
  }

  @Override
  public Board start() {
    return Board.EMPTY;
  }

  @Override
  public int currentPlayer(Board b) {
    return b.isOver() ? TERMINAL : b.toMove();
  }

  @Override
  public List<Mark> legalMoves(Board b) {
    List<Mark> moves = new ArrayList<>(9);
    if (!b.isOver()) {
      for (int i = 0; i < 9; i++) {
        if (b.at(i) == 0) {
          moves.add(new Mark(i));
        }
      }
    }
    return List.copyOf(moves);
  }

  @Override
  public Board apply(Board b, Mark m) {
    check(b, m);
    return new Board(b.cells() | ((b.toMove() + 1) << (2 * m.square())));
  }

  private static void check(Board b, Mark m) {
    if (b.isOver()) {
      throw new IllegalMoveException("the game is over");
    }
    if (b.at(m.square()) != 0) {
      throw new IllegalMoveException(m + " is taken");
    }
  }

  @Override
  public int numDistinctActions() {
    return 9;
  }

  @Override
  public int actionId(Board b, Mark m) {
    check(b, m);
    return m.square();
  }

  @Override
  public Mark move(Board b, int actionId) {
    if (actionId < 0 || actionId > 8) {
      throw new IllegalMoveException("no square has id " + actionId);
    }
    Mark m = new Mark(actionId);
    check(b, m);
    return m;
  }

  @Override
  public int legalActions(Board b, int[] buffer) {
    ActionBuffers.checkRoom(buffer, 9);
    if (b.isOver()) {
      return 0;
    }
    int n = 0;
    for (int i = 0; i < 9; i++) {
      if (b.at(i) == 0) {
        buffer[n++] = i;
      }
    }
    return n;
  }

  @Override
  public int maxLegalActions() {
    return 9;
  }

  @Override
  public long hash(Board b) {
    return Seeds.mix64(b.cells() + 0x9E3779B97F4A7C15L);
  }

  @Override
  public GameResult result(Board b) {
    if (!b.isOver()) {
      throw new IllegalStateException("the game is not over");
    }
    int w = b.winner();
    return GameResult.byScores(w == 1 ? 1 : 0, w == 2 ? 1 : 0);
  }

  @Override
  public int maxGameLength() {
    return 9;
  }

  @Override
  public String formatState(Board b) {
    StringBuilder sb = new StringBuilder(13);
    for (int row = 2; row >= 0; row--) {
      for (int col = 0; col < 3; col++) {
        sb.append(".xo".charAt(b.at(row * 3 + col)));
      }
      sb.append(row > 0 ? '/' : ' ');
    }
    return sb.append(b.toMove() == 0 ? 'x' : 'o').toString();
  }

  @Override
  public Board parseState(CharSequence text) {
    TextCursor c = new TextCursor(text);
    int cells = 0;
    for (int row = 2; row >= 0; row--) {
      for (int col = 0; col < 3; col++) {
        int at = c.offset();
        char ch = c.next("x, o or . for square " + new Mark(row * 3 + col));
        int v = ".xo".indexOf(ch);
        if (v < 0) {
          throw c.error(at, "x, o or . for square " + new Mark(row * 3 + col));
        }
        cells |= v << (2 * (row * 3 + col));
      }
      if (row > 0) {
        c.expect('/', "'/' after a row");
      }
    }
    c.expect(' ', "a space before the mark to move");
    int side = c.offset();
    char who = c.next("the mark to move, x or o");
    c.expectEnd("the end after the mark to move");
    Board b;
    try {
      b = new Board(cells);
    } catch (IllegalArgumentException e) {
      throw c.error(0, "a position that can arise (" + e.getMessage() + ")");
    }
    int x = Integer.bitCount(b.marks(1));
    int o = Integer.bitCount(b.marks(2));
    boolean xWins = wins(b.marks(1));
    boolean oWins = wins(b.marks(2));
    if ((xWins && oWins) || (xWins && x == o) || (oWins && x > o)) {
      throw c.error(0, "a position that can arise (play went on after a line was complete)");
    }
    if (who != (b.toMove() == 0 ? 'x' : 'o')) {
      throw c.error(side, "'" + (b.toMove() == 0 ? 'x' : 'o') + "', the mark whose turn it is");
    }
    return b;
  }

  private static boolean wins(int mask) {
    for (int line : Board.LINES) {
      if ((mask & line) == line) {
        return true;
      }
    }
    return false;
  }

  @Override
  public String formatMove(Board b, Mark m) {
    check(b, m);
    return m.toString();
  }

  @Override
  public Mark parseMove(Board b, CharSequence text) {
    TextCursor c = new TextCursor(text);
    char col = c.next("a column a..c");
    if (col < 'a' || col > 'c') {
      throw c.error(0, "a column a..c");
    }
    char row = c.next("a row 1..3");
    if (row < '1' || row > '3') {
      throw c.error(1, "a row 1..3");
    }
    c.expectEnd("the end of the move");
    Mark m = new Mark((row - '1') * 3 + (col - 'a'));
    check(b, m);
    return m;
  }

  // ---------------------------------------------------------------- observations

  /** Three planes of 3 x 3: the viewer's marks, the other's marks, and 1s when the viewer moves. */
  @Override
  public int[] observationShape() {
    return new int[] {3, 3, 3};
  }

  @Override
  public int observationSize() {
    return 27;
  }

  @Override
  public void observationTensor(Board b, int player, float[] out, int offset) {
    Observations.checkTensorArguments(this, player, out, offset);
    int mine = player + 1;
    for (int i = 0; i < 9; i++) {
      int v = b.at(i);
      out[offset + i] = v == mine ? 1f : 0f;
      out[offset + 9 + i] = v != 0 && v != mine ? 1f : 0f;
      out[offset + 18 + i] = !b.isOver() && b.toMove() == player ? 1f : 0f;
    }
  }

  @Override
  public void legalActionMask(Board b, float[] out, int offset) {
    Observations.writeLegalActionMask(this, b, out, offset);
  }

  // ---------------------------------------------------------------- heuristics

  /** Lines still open to a player, less those open to the other, squashed into (-1, 1). */
  @Override
  public Evaluation<Board> evaluation() {
    return (b, player) -> {
      int w = b.winner();
      if (w != 0) {
        return w == player + 1 ? Evaluation.FINISHED : -Evaluation.FINISHED;
      }
      int mine = b.marks(player + 1);
      int theirs = b.marks(2 - player);
      int open = 0;
      for (int line : Board.LINES) {
        open += (line & theirs) == 0 ? 1 : 0;
        open -= (line & mine) == 0 ? 1 : 0;
      }
      return 0.9 * Evaluation.tanh(open / 4.0);
    };
  }

  // ---------------------------------------------------------------- pictures and text

  @Override
  public String svg(Board b, SvgOptions<Board, Mark> options) {
    Svg svg = Svg.begin(name(), formatState(b), 180, 200, options);
    svg.element("rect", "width", 180, "height", 200, "fill", "#ffffff");
    int last = -1;
    if (Svg.checkLastMove(this, b, options)) {
      last = options.lastMove().orElseThrow().square();
    }
    for (int i = 0; i < 9; i++) {
      double x = 15 + (i % 3) * 50;
      double y = 15 + (2 - i / 3) * 50;
      svg.rect(x, y, 50, 50, "fill", i == last ? "#fff3b0" : "#ffffff", "stroke", "#000000");
      if (b.at(i) != 0) {
        svg.label(
            b.at(i) == 1 ? "X" : "O", "mark", x + 25, y + 35, 30, "bold", "middle", "#000000");
      }
    }
    for (Mark t : options.targets()) {
      check(b, t);
      double x = 15 + (t.square() % 3) * 50;
      double y = 15 + (2 - t.square() / 3) * 50;
      svg.element("circle", "class", "target", "cx", x + 25, "cy", y + 25, "r", 6, "fill", "#0072B2");
    }
    svg.label(
        b.isOver() ? describeResult(b) : playerName(b.toMove()) + " to move",
        "status",
        15,
        190,
        14,
        null,
        null,
        "#000000");
    return svg.finish();
  }

  private String describeResult(Board b) {
    int w = b.winner();
    return w == 0 ? "draw" : playerName(w - 1) + " wins";
  }

  @Override
  public String render(Board b, boolean ansiColor) {
    String s = formatState(b).substring(0, 11).replace('/', '\n');
    return s + "\n" + (b.isOver() ? describeResult(b) : playerName(b.toMove()) + " to move");
  }

  @Override
  public String describe(Board before, Mark move, Board after) {
    return playerName(before.toMove()) + " marks " + move + (after.isOver() ? ", " + describeResult(after) : "");
  }
}
