package dev.tabula.marrakech;

import dev.tabula.core.NotationException;

/**
 * The position notation of the rules document: {@code <board> <assam> <players> <turn>}. Parsing
 * fills a {@link MarrakechBoard} field by field, checks every validity rule as it goes and says
 * where and why a text is refused.
 */
final class MarrakechNotation {
  /** Largest rug id the engine accepts in a position. */
  static final int MAX_ID = 9999;

  /** Largest number of rugs of one colour still to place. */
  static final int MAX_RUGS = 255;

  /** Largest number of dirhams of one player. */
  static final int MAX_MONEY = 9999;

  /** The phases a turn is in, by letter and word, for messages. */
  private static final String PHASES =
      "C (draw the rug's colour), O (orient Assam), D (roll the die) or P (place a rug)";

  /** The phases after the colour is known, for messages. */
  private static final String PLAYING_PHASES =
      "phase O (orient Assam), D (roll the die) or P (place a rug)";

  private MarrakechNotation() {}

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
          sb.append(RugColour.of(c).letter()).append((int) s.ids[sq]);
        }
      }
    }
    sb.append(' ').append(s.assam % 7).append(s.assam / 7).append(Facing.of(s.facing).name());
    sb.append(' ');
    for (int p = 0; p < s.players; p++) {
      if (p > 0) {
        sb.append(',');
      }
      for (int c = 0; c < 4; c++) {
        if (s.ownerOf(c) == p) {
          sb.append(RugColour.of(c).letter()).append(s.rugsOf(c));
        }
      }
      sb.append('$').append(s.moneyOf(p));
      if (s.outAt(p)) {
        sb.append('!');
      }
    }
    sb.append(' ');
    if (s.phase == Phase.OVER) {
      sb.append('-');
    } else {
      sb.append(s.seat).append(s.phase.letter());
      if (s.players == 2 && s.phase != Phase.COLOUR) {
        sb.append(RugColour.of(s.colour).letter());
      }
    }
    return sb.toString();
  }

  static MarrakechState parse(CharSequence input) {
    Parser p = new Parser(input.toString());
    p.throughPlayers();
    p.turn();
    return p.board.freeze();
  }

  /**
   * Returns the number of players the position lists, if the text reads as a position as far as its
   * players field (the turn is not read); 0 otherwise.
   */
  static int playersIn(CharSequence input) {
    Parser p = new Parser(input.toString());
    try {
      p.throughPlayers();
    } catch (NotationException e) {
      return 0;
    }
    return p.board.players;
  }

  /** Reads a position into a {@link MarrakechBoard}, checking every rule as it goes. */
  private static final class Parser {
    private final String t;
    private int pos;
    private final MarrakechBoard board = new MarrakechBoard();

    /** Where each square's text starts. */
    private final int[] squareOffset = new int[Grid.SQUARES];

    Parser(String text) {
      this.t = text;
    }

    private NotationException fail(int at, String why) {
      return new NotationException(t, at, why);
    }

    private char peek() {
      return pos < t.length() ? t.charAt(pos) : '\0';
    }

    private boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }

    /** Reads a decimal number without leading zeros (except "0" itself), at most max. */
    private int number(String what, int max) {
      int start = pos;
      if (!isDigit(peek())) {
        throw fail(pos, what);
      }
      if (peek() == '0' && pos + 1 < t.length() && isDigit(t.charAt(pos + 1))) {
        throw fail(pos, what + " without leading zeros");
      }
      long v = 0;
      while (isDigit(peek())) {
        v = v * 10 + (peek() - '0');
        if (v > max) {
          throw fail(start, what + " of at most " + max);
        }
        pos++;
      }
      return (int) v;
    }

    private void expect(char c, String what) {
      if (peek() != c || pos >= t.length()) {
        throw fail(pos, what);
      }
      pos++;
    }

    /** Reads the board, Assam and the players, up to the space before the turn. */
    void throughPlayers() {
      squares();
      rugIdentity();
      if (peek() != ' ' || pos >= t.length()) {
        throw fail(
            pos,
            pos >= t.length()
                ? "a space and Assam's position"
                : "a space after row 6 (7 squares per row)");
      }
      pos++;
      assam();
      expect(' ', "a space and the players");
      players();
    }

    private void squares() {
      MarrakechBoard b = board;
      int maxId = 0;
      for (int y = 0; y < 7; y++) {
        if (y > 0) {
          expect('/', "'/' after the 7 squares of row " + (y - 1));
        }
        for (int x = 0; x < 7; x++) {
          int sq = y * 7 + x;
          squareOffset[sq] = pos;
          char ch = peek();
          if (ch == '.' && pos < t.length()) {
            pos++;
            continue;
          }
          RugColour c = pos < t.length() ? RugColour.ofLetter(ch) : null;
          if (c == null) {
            throw fail(pos, "square (" + x + "," + y + "): '.' or a colour letter (c, y, r, p)");
          }
          pos++;
          int id = number("rug id (a number from 1)", MAX_ID);
          if (id == 0) {
            throw fail(pos - 1, "rug id from 1");
          }
          b.visible[c.ordinal()] |= 1L << sq;
          b.ids[sq] = (char) id;
          maxId = Math.max(maxId, id);
        }
      }
      b.nextId = maxId + 1;
    }

    /** At most two squares per rug id, sharing an edge and a colour. */
    private void rugIdentity() {
      char[] ids = board.ids;
      for (int sq = 0; sq < Grid.SQUARES; sq++) {
        if (ids[sq] == 0) {
          continue;
        }
        int first = -1;
        int count = 0;
        for (int other = 0; other < sq; other++) {
          if (ids[other] == ids[sq]) {
            count++;
            first = other;
          }
        }
        if (count >= 2) {
          throw fail(
              squareOffset[sq], "rug id " + (int) ids[sq] + " shows on more than two squares");
        }
        if (count == 1) {
          if (Grid.edge(first, sq) < 0) {
            throw fail(
                squareOffset[sq],
                "rug id "
                    + (int) ids[sq]
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
          if (MarrakechBoard.colourAt(board.visible, first)
              != MarrakechBoard.colourAt(board.visible, sq)) {
            throw fail(
                squareOffset[sq],
                "the two halves of rug id " + (int) ids[sq] + " have different colours");
          }
        }
      }
    }

    private void assam() {
      int ax = peek() - '0';
      if (pos >= t.length() || ax < 0 || ax > 6) {
        throw fail(pos, "Assam's column 0..6");
      }
      pos++;
      int ay = peek() - '0';
      if (pos >= t.length() || ay < 0 || ay > 6) {
        throw fail(pos, "Assam's row 0..6");
      }
      pos++;
      int facing = pos < t.length() ? "NESW".indexOf(peek()) : -1;
      if (facing < 0) {
        throw fail(pos, "Assam's facing N, E, S or W");
      }
      pos++;
      board.assam = ay * 7 + ax;
      board.facing = facing;
    }

    private void players() {
      MarrakechBoard b = board;
      int[] playerOffset = new int[5];
      int[] colourCount = new int[4];
      while (true) {
        if (b.players == 4) {
          throw fail(pos, "at most 4 players");
        }
        int p = b.players++;
        playerOffset[p] = pos;
        int last = -1;
        int rugsOfPlayer = 0;
        while (pos < t.length() && RugColour.ofLetter(peek()) != null) {
          int colourOffset = pos;
          int c = RugColour.ofLetter(peek()).ordinal();
          pos++;
          int owner = MarrakechBoard.ownerOf(b.owners, c);
          if (owner != MarrakechBoard.NO_OWNER) {
            throw fail(
                colourOffset,
                "colour " + RugColour.of(c).letter() + " already belongs to player " + owner);
          }
          if (c < last) {
            throw fail(colourOffset, "a player's colours in the order c, y, r, p");
          }
          last = c;
          b.owners = b.owners & ~(0xF << (c * 4)) | (p << (c * 4));
          int n = number("the number of " + RugColour.of(c).letter() + " rugs left", MAX_RUGS);
          b.rugs |= n << (c * 8);
          rugsOfPlayer += n;
          colourCount[p]++;
        }
        if (colourCount[p] == 0) {
          throw fail(pos, "a colour letter (c, y, r, p) starting player " + p);
        }
        expect('$', "'$' and player " + p + "'s dirhams");
        int m = number("player " + p + "'s dirhams", MAX_MONEY);
        b.money |= (long) m << (p * 16);
        if (peek() == '!' && pos < t.length()) {
          if (rugsOfPlayer != 0 || m != 0) {
            throw fail(pos, "player " + p + " is out, so must have 0 rugs left and 0 dirhams");
          }
          b.out |= 1 << p;
          pos++;
        }
        if (peek() == ',' && pos < t.length()) {
          pos++;
          continue;
        }
        break;
      }
      if (b.players < 2) {
        throw fail(pos, "',' and another player (2 to 4 players)");
      }
      int perPlayer = b.players == 2 ? 2 : 1;
      for (int p = 0; p < b.players; p++) {
        if (colourCount[p] != perPlayer) {
          throw fail(
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
        int c = MarrakechBoard.colourAt(b.visible, sq);
        if (c != MarrakechBoard.NO_COLOUR
            && MarrakechBoard.ownerOf(b.owners, c) == MarrakechBoard.NO_OWNER) {
          throw fail(
              squareOffset[sq],
              "colour " + RugColour.of(c).letter() + " on the board belongs to no player");
        }
      }
    }

    /** Reads the space, the turn and the end of the text. */
    void turn() {
      MarrakechBoard b = board;
      if (peek() != ' ' || pos >= t.length()) {
        throw fail(pos, "',' and another player, or a space and the turn");
      }
      pos++;
      int in = b.players - Integer.bitCount(b.out);
      boolean over = MarrakechBoard.nextSeat(b.players, b.out, b.owners, b.rugs, 0) < 0;
      if (peek() == '-' && pos < t.length()) {
        if (!over) {
          throw fail(
              pos,
              "the seat to move: the game is not over (" + in + " players in, rugs left to place)");
        }
        pos++;
      } else {
        seatAndPhase(over, in);
      }
      if (pos < t.length()) {
        throw fail(pos, "the end of the position after the turn");
      }
    }

    private void seatAndPhase(boolean over, int in) {
      MarrakechBoard b = board;
      int seat = peek() - '0';
      if (pos >= t.length() || seat < 0 || seat > 9) {
        throw fail(pos, "the seat to move, or '-' if the game is over");
      }
      if (seat >= b.players) {
        throw fail(pos, "a seat 0.." + (b.players - 1));
      }
      if (over) {
        throw fail(
            pos,
            "'-': the game is over (" + (in <= 1 ? "at most one player in" : "no rugs left") + ")");
      }
      if ((b.out & (1 << seat)) != 0) {
        throw fail(pos, "a seat that is still in (player " + seat + " is out)");
      }
      int mask = MarrakechBoard.placeable(b.owners, b.rugs, seat);
      if (mask == 0) {
        throw fail(pos, "a seat with rugs left (player " + seat + " has none)");
      }
      pos++;
      b.seat = seat;
      int phaseOffset = pos;
      Phase phase = null;
      for (Phase ph : Phase.values()) {
        if (ph != Phase.OVER && pos < t.length() && ph.letter() == peek()) {
          phase = ph;
        }
      }
      if (phase == null) {
        throw fail(pos, "the phase: " + PHASES);
      }
      pos++;
      b.phase = phase;
      if (phase == Phase.COLOUR) {
        if (b.players != 2) {
          throw fail(
              phaseOffset,
              PLAYING_PHASES + ": " + Phase.COLOUR.label() + " is only in the 2-player game");
        }
        if (Integer.bitCount(mask) != 2) {
          throw fail(
              phaseOffset,
              PLAYING_PHASES
                  + " with the colour: "
                  + Phase.COLOUR.label()
                  + " is only while the seat to move has rugs of both colours");
        }
      } else if (b.players == 2) {
        RugColour c = pos < t.length() ? RugColour.ofLetter(peek()) : null;
        if (c == null) {
          throw fail(pos, "the colour being placed (c, y, r or p)");
        }
        if ((mask & (1 << c.ordinal())) == 0) {
          throw fail(pos, "one of player " + seat + "'s colours with rugs left");
        }
        b.colour = c.ordinal();
        pos++;
      } else {
        b.colour = Integer.numberOfTrailingZeros(mask);
      }
    }
  }
}
