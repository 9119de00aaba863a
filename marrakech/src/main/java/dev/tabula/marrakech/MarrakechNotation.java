package dev.tabula.marrakech;

import dev.tabula.core.NotationException;
import dev.tabula.core.TextCursor;
import org.jspecify.annotations.Nullable;

/**
 * The position notation of the rules document, {@code <board> <assam> <players> <turn>}, and the
 * move notation ({@code L F R}, {@code 1..4}, {@code c y r p}, {@code x1y1x2y2}), both read with
 * core's {@link TextCursor}. Parsing a position fills a {@link MarrakechBoard} field by field,
 * checks every validity rule as it goes and says where and why a text is refused.
 */
final class MarrakechNotation {
  /**
   * Largest rug id the engine accepts in a position. The rugs left take the ids after the largest
   * one on the board, so a position must leave room for them below this limit too.
   */
  static final int MAX_ID = 9999;

  /** Largest number of rugs of one colour still to place. */
  static final int MAX_RUGS = 255;

  /**
   * Largest number of dirhams of one player, and of all players together: payments only move
   * dirhams from player to player, so any one of them may end up with them all.
   */
  static final int MAX_MONEY = 9999;

  /** The phases a turn is in, by letter and word, for messages. */
  private static final String PHASES =
      "C (draw the rug's colour), O (orient Assam), D (roll the die) or P (place a rug)";

  /** The phases after the colour is known, for messages. */
  private static final String PLAYING_PHASES =
      "phase O (orient Assam), D (roll the die) or P (place a rug)";

  /** What a move is, for messages. */
  private static final String A_MOVE =
      "a move: L, F or R (a 180-degree turn is not allowed), a die outcome 1..4, a colour c, y, r"
          + " or p, or a placement x1y1x2y2";

  /** What each digit of a placement is, for messages. */
  private static final String A_COORDINATE = "a coordinate 0..6 of the placement x1y1x2y2";

  private MarrakechNotation() {}

  // ---- positions
  // ---------------------------------------------------------------------------------

  static String format(MarrakechState s) {
    StringBuilder sb = new StringBuilder(200);
    for (int y = 0; y < 7; y++) {
      if (y > 0) {
        sb.append('/');
      }
      for (int x = 0; x < 7; x++) {
        int sq = y * 7 + x;
        int c = s.colourIndexAt(sq);
        if (c == MarrakechBoard.NO_COLOUR) {
          sb.append('.');
        } else {
          sb.append(Colour.of(c).letter()).append(s.idAt(sq));
        }
      }
    }
    sb.append(' ')
        .append(s.assam() % 7)
        .append(s.assam() / 7)
        .append(Facing.of(s.facingIndex()).name());
    sb.append(' ');
    for (int p = 0; p < s.numPlayers(); p++) {
      if (p > 0) {
        sb.append(',');
      }
      for (int c = 0; c < 4; c++) {
        if (s.ownerOf(c) == p) {
          sb.append(Colour.of(c).letter()).append(s.rugsOf(c));
        }
      }
      sb.append('$').append(s.moneyOf(p));
      if (s.outAt(p)) {
        sb.append('!');
      }
    }
    sb.append(' ');
    if (s.phase() == Phase.OVER) {
      sb.append('-');
    } else {
      sb.append(s.seat()).append(s.phase().letter());
      if (s.numPlayers() == 2 && s.phase() != Phase.COLOUR) {
        sb.append(Colour.of(s.colour()).letter());
      }
    }
    return sb.toString();
  }

  /**
   * Reads a whole position of a game of {@code players} players.
   *
   * @throws NotationException if the text is not a position, or one of another number of players
   */
  static MarrakechState parse(CharSequence input, int players) {
    Parser p = new Parser(input);
    p.throughPlayers();
    p.turn();
    if (p.board.players != players) {
      throw p.in.error(
          p.playersAt,
          "a "
              + players
              + "-player position (this game is set up for "
              + players
              + " players, option players="
              + players
              + "; the position has "
              + p.board.players
              + ")");
    }
    MarrakechBoard b = p.board;
    b.seal(p.maxId + 1);
    return b.freeze();
  }

  /**
   * Returns the number of players the position lists, if the text reads as a position as far as its
   * players field (the turn is not read); 0 otherwise.
   */
  static int playersIn(CharSequence input) {
    Parser p = new Parser(input);
    try {
      p.throughPlayers();
    } catch (NotationException e) {
      return 0;
    }
    return p.board.players;
  }

  /** The colour whose letter comes next, or null (at the end too). */
  private static @Nullable Colour colourAhead(TextCursor in) {
    int c = in.peek();
    return c == TextCursor.END ? null : Colour.withLetter((char) c);
  }

  /** Reads a position into a {@link MarrakechBoard}, checking every rule as it goes. */
  private static final class Parser {
    private final TextCursor in;

    /** The board read so far: its carpet wide, whatever the ids (see {@link #parse}). */
    private final MarrakechBoard board = new MarrakechBoard(false);

    /** Where each square's text starts. */
    private final int[] squareOffset = new int[Grid.SQUARES];

    /** The largest rug id on the board, and where its first square's text starts. */
    private int maxId;

    private int maxIdAt;

    /** Where the players field starts. */
    private int playersAt;

    Parser(CharSequence text) {
      this.in = new TextCursor(text);
    }

    /** Reads the board, Assam and the players, up to the space before the turn. */
    void throughPlayers() {
      squares();
      rugIdentity();
      if (!in.peekIs(' ')) {
        throw in.error(
            in.atEnd()
                ? "a space and Assam's position"
                : "a space after row 6 (7 squares per row)");
      }
      in.next("a space");
      assam();
      in.expect(' ', "a space and the players");
      playersAt = in.offset();
      players();
      rugIdsLeft();
    }

    private void squares() {
      MarrakechBoard b = board;
      for (int y = 0; y < 7; y++) {
        if (y > 0) {
          in.expect('/', "'/' after the 7 squares of row " + (y - 1));
        }
        for (int x = 0; x < 7; x++) {
          int sq = y * 7 + x;
          squareOffset[sq] = in.offset();
          if (in.accept('.')) {
            continue;
          }
          Colour c = colourAhead(in);
          if (c == null) {
            throw in.error("square (" + x + "," + y + "): '.' or a colour letter (c, y, r, p)");
          }
          in.next("a colour letter");
          int id = in.intNumber(1, MAX_ID, "rug id from 1 to " + MAX_ID);
          b.carpet[c.ordinal()] |= 1L << sq;
          Carpet.setId(b.carpet, sq, id);
          if (id > maxId) {
            maxId = id;
            maxIdAt = squareOffset[sq];
          }
        }
      }
    }

    /** At most two squares per rug id, sharing an edge and a colour. */
    private void rugIdentity() {
      long[] carpet = board.carpet;
      for (int sq = 0; sq < Grid.SQUARES; sq++) {
        int id = Carpet.idAt(carpet, sq);
        if (id == 0) {
          continue;
        }
        int first = -1;
        int count = 0;
        for (int other = 0; other < sq; other++) {
          if (Carpet.idAt(carpet, other) == id) {
            count++;
            first = other;
          }
        }
        if (count >= 2) {
          throw in.error(squareOffset[sq], "rug id " + id + " shows on more than two squares");
        }
        if (count == 1) {
          if (Grid.edge(first, sq) < 0) {
            throw in.error(
                squareOffset[sq],
                "rug id "
                    + id
                    + " shows on ("
                    + first % 7
                    + ","
                    + first / 7
                    + ") and ("
                    + sq % 7
                    + ","
                    + sq / 7
                    + "), which do not share an edge");
          }
          if (MarrakechBoard.colourAt(carpet, first) != MarrakechBoard.colourAt(carpet, sq)) {
            throw in.error(
                squareOffset[sq], "the two halves of rug id " + id + " have different colours");
          }
        }
      }
    }

    private void assam() {
      int ax = coordinate("Assam's column 0..6");
      int ay = coordinate("Assam's row 0..6");
      int c = in.peek();
      int facing = c == TextCursor.END ? -1 : "NESW".indexOf(c);
      if (facing < 0) {
        throw in.error("Assam's facing N, E, S or W");
      }
      in.next("Assam's facing");
      board.assam = ay * 7 + ax;
      board.facing = facing;
    }

    /** Reads one digit 0..6. */
    private int coordinate(String what) {
      int c = in.peek();
      if (c < '0' || c > '6') {
        throw in.error(what);
      }
      in.next(what);
      return c - '0';
    }

    private void players() {
      MarrakechBoard b = board;
      int[] playerOffset = new int[4];
      int[] colourCount = new int[4];
      int totalMoney = 0;
      while (true) {
        if (b.players == 4) {
          throw in.error("at most 4 players");
        }
        int p = b.players++;
        playerOffset[p] = in.offset();
        int last = -1;
        int rugsOfPlayer = 0;
        for (Colour colour = colourAhead(in); colour != null; colour = colourAhead(in)) {
          int colourOffset = in.offset();
          int c = colour.ordinal();
          in.next("a colour letter");
          int owner = MarrakechBoard.ownerOf(b.owners, c);
          if (owner != MarrakechBoard.NO_OWNER) {
            throw in.error(
                colourOffset, "colour " + colour.letter() + " already belongs to player " + owner);
          }
          if (c < last) {
            throw in.error(colourOffset, "a player's colours in the order c, y, r, p");
          }
          last = c;
          b.owners = b.owners & ~(0xF << (c * 4)) | (p << (c * 4));
          int n =
              in.intNumber(
                  0,
                  MAX_RUGS,
                  "the number of " + colour.letter() + " rugs left, at most " + MAX_RUGS);
          b.rugs |= n << (c * 8);
          rugsOfPlayer += n;
          colourCount[p]++;
        }
        if (colourCount[p] == 0) {
          throw in.error("a colour letter (c, y, r, p) starting player " + p);
        }
        in.expect('$', "'$' and player " + p + "'s dirhams");
        int moneyAt = in.offset();
        int m = in.intNumber(0, MAX_MONEY, "player " + p + "'s dirhams, at most " + MAX_MONEY);
        if (totalMoney + m > MAX_MONEY) {
          throw in.error(
              moneyAt,
              "player "
                  + p
                  + "'s dirhams, at most "
                  + (MAX_MONEY - totalMoney)
                  + ": all players' dirhams together are at most "
                  + MAX_MONEY
                  + " (payments move them from player to player)");
        }
        totalMoney += m;
        b.money |= (long) m << (p * 16);
        if (in.peekIs('!')) {
          if (rugsOfPlayer != 0 || m != 0) {
            throw in.error("player " + p + " is out, so must have 0 rugs left and 0 dirhams");
          }
          b.out |= 1 << p;
          in.next("'!'");
        }
        if (!in.accept(',')) {
          break;
        }
      }
      if (b.players < 2) {
        throw in.error("',' and another player (2 to 4 players)");
      }
      int perPlayer = b.players == 2 ? 2 : 1;
      for (int p = 0; p < b.players; p++) {
        if (colourCount[p] != perPlayer) {
          throw in.error(
              playerOffset[p],
              "player "
                  + p
                  + " has "
                  + colourCount[p]
                  + " colour(s); each has "
                  + perPlayer
                  + " in a "
                  + b.players
                  + "-player game");
        }
      }
      for (int sq = 0; sq < Grid.SQUARES; sq++) {
        int c = MarrakechBoard.colourAt(b.carpet, sq);
        if (c != MarrakechBoard.NO_COLOUR
            && MarrakechBoard.ownerOf(b.owners, c) == MarrakechBoard.NO_OWNER) {
          throw in.error(
              squareOffset[sq],
              "colour " + Colour.of(c).letter() + " on the board belongs to no player");
        }
      }
    }

    /**
     * The rugs left take the ids after the largest on the board, one by one: they must stay within
     * {@link MarrakechNotation#MAX_ID}, or a position reached by play would not read back.
     */
    private void rugIdsLeft() {
      int left = 0;
      for (int c = 0; c < 4; c++) {
        left += MarrakechBoard.rugsOf(board.rugs, c);
      }
      if (maxId + left > MAX_ID) {
        throw in.error(
            maxIdAt,
            "a largest rug id of at most "
                + (MAX_ID - left)
                + ": the "
                + left
                + " rugs left take the ids after it, up to "
                + MAX_ID);
      }
    }

    /** Reads the space, the turn and the end of the text. */
    void turn() {
      MarrakechBoard b = board;
      if (!in.peekIs(' ')) {
        throw in.error("',' and another player, or a space and the turn");
      }
      in.next("a space");
      int playersIn = b.players - Integer.bitCount(b.out);
      b.seatColours = MarrakechBoard.seatColours(b.owners);
      boolean over = MarrakechBoard.nextSeat(b.players, b.out, b.seatColours, b.rugs, 0) < 0;
      if (in.peekIs('-')) {
        if (!over) {
          throw in.error(
              "the seat to move: the game is not over ("
                  + playersIn
                  + " players in, rugs left to place)");
        }
        in.next("'-'");
      } else {
        seatAndPhase(over, playersIn);
      }
      in.expectEnd("the end of the position after the turn");
    }

    private void seatAndPhase(boolean over, int playersIn) {
      MarrakechBoard b = board;
      if (!in.peekDigit()) {
        throw in.error("the seat to move, or '-' if the game is over");
      }
      int seat = in.peek() - '0';
      if (seat >= b.players) {
        throw in.error("a seat 0.." + (b.players - 1));
      }
      if (over) {
        throw in.error(
            "'-': the game is over ("
                + (playersIn <= 1 ? "at most one player in" : "no rugs left")
                + ")");
      }
      if ((b.out & (1 << seat)) != 0) {
        throw in.error("a seat that is still in (player " + seat + " is out)");
      }
      int mask = MarrakechBoard.placeable(b.seatColours, b.rugs, seat);
      if (mask == 0) {
        throw in.error("a seat with rugs left (player " + seat + " has none)");
      }
      in.next("the seat to move");
      b.seat = seat;
      int phaseOffset = in.offset();
      Phase phase = phaseAhead();
      if (phase == null) {
        throw in.error("the phase: " + PHASES);
      }
      in.next("the phase");
      b.phase = phase.ordinal();
      if (phase == Phase.COLOUR) {
        if (b.players != 2) {
          throw in.error(
              phaseOffset,
              PLAYING_PHASES + ": " + Phase.COLOUR.label() + " is only in the 2-player game");
        }
        if (Integer.bitCount(mask) != 2) {
          throw in.error(
              phaseOffset,
              PLAYING_PHASES
                  + " with the colour: "
                  + Phase.COLOUR.label()
                  + " is only while the seat to move has rugs of both colours");
        }
      } else if (b.players == 2) {
        Colour c = colourAhead(in);
        if (c == null) {
          throw in.error("the colour being placed (c, y, r or p)");
        }
        if ((mask & (1 << c.ordinal())) == 0) {
          throw in.error("one of player " + seat + "'s colours with rugs left");
        }
        in.next("the colour being placed");
        b.colour = c.ordinal();
      } else {
        b.colour = Integer.numberOfTrailingZeros(mask);
      }
    }

    /** The phase of a turn whose letter comes next, or null. */
    private @Nullable Phase phaseAhead() {
      for (Phase ph : Phase.values()) {
        if (ph != Phase.OVER && in.peekIs(ph.letter())) {
          return ph;
        }
      }
      return null;
    }
  }

  // ---- moves
  // -------------------------------------------------------------------------------------

  /**
   * Formats a move: a placement with the square next to Assam first (the caller has checked that
   * the move is legal in the state), any other move as its {@link MarrakechMove#toString()}.
   */
  static String formatMove(MarrakechState state, MarrakechMove move) {
    if (move.kind() != MarrakechMove.Kind.PLACE) {
      return move.toString();
    }
    int a = move.firstSquare();
    int b = move.secondSquare();
    if (((Grid.NEIGHBOURS[state.assam()] >>> a) & 1) == 0) {
      int t = a;
      a = b;
      b = t;
    }
    return "" + a % 7 + a / 7 + b % 7 + b / 7;
  }

  /**
   * Reads a move: {@code L}, {@code F}, {@code R}; {@code 1}..{@code 4}; {@code c}, {@code y},
   * {@code r}, {@code p}; or a placement {@code x1y1x2y2} with the squares in either order. Only
   * the text is read: whether the move is legal is the caller's question.
   *
   * @throws NotationException if the text is none of these
   */
  static MarrakechMove parseMove(CharSequence text) {
    TextCursor in = new TextCursor(text);
    int c = in.peek();
    int orientation = c == TextCursor.END ? -1 : "LFR".indexOf(c);
    Colour colour = colourAhead(in);
    MarrakechMove m;
    if (orientation >= 0) {
      in.next("an orientation");
      m = MarrakechMove.ofId(MarrakechMove.ORIENT_BASE + orientation);
    } else if (colour != null) {
      in.next("a colour");
      m = MarrakechMove.draw(colour);
    } else if (c >= '1' && c <= '4' && in.peek(1) == TextCursor.END) {
      in.next("a die outcome");
      m = MarrakechMove.roll(c - '0');
    } else if (c >= '0' && c <= '6') {
      return placement(in);
    } else {
      throw in.error(A_MOVE);
    }
    in.expectEnd("the end of the move (" + m + " is one character)");
    return m;
  }

  /** Reads a placement {@code x1y1x2y2} and the end of the text. */
  private static MarrakechMove placement(TextCursor in) {
    int[] d = new int[4];
    int secondAt = in.offset() + 2;
    for (int i = 0; i < 4; i++) {
      int c = in.peek();
      if (c < '0' || c > '6') {
        throw in.error(A_COORDINATE);
      }
      in.next(A_COORDINATE);
      d[i] = c - '0';
    }
    int e = Grid.edge(d[1] * 7 + d[0], d[3] * 7 + d[2]);
    if (e < 0) {
      throw in.error(secondAt, "a square sharing an edge with (" + d[0] + "," + d[1] + ")");
    }
    in.expectEnd("the end of the move (a placement has four digits)");
    return MarrakechMove.ofId(MarrakechMove.PLACE_BASE + e);
  }
}
