package dev.tabula.benchmarks.marrakech;

import dev.tabula.marrakech.Colour;
import dev.tabula.marrakech.MarrakechState;
import dev.tabula.marrakech.Phase;
import java.util.ArrayDeque;
import org.jspecify.annotations.Nullable;

/**
 * The straightforward Marrakech the engine is measured against: a 7x7 array of colours and one of
 * rug ids, a breadth-first search with a queue for the payment region, Assam walked one step at a
 * time, and the whole board copied for every move. Same rules, same action ids and move order as
 * the engine ({@code dev.tabula.marrakech.MarrakechMove}), so the two can be compared ply by ply.
 */
public final class BaselineMarrakech {
  private static final String LETTERS = "cyrp";
  private static final String FACINGS = "NESW";
  private static final int[] DX = {0, 1, 0, -1};
  private static final int[] DY = {-1, 0, 1, 0};

  /**
   * The arcs at each edge, by the facing that leaves the board there (N, E, S, W): the square whose
   * arc is the corner arc, (6,0) at the top and right, (0,6) at the bottom and left; and the parity
   * of the first square of each pair the other arcs join: top 0-1, 2-3, 4-5; right and bottom 1-2,
   * 3-4, 5-6; left 0-1, 2-3, 4-5.
   */
  private static final int[] ARC_CORNER = {6, 0, 0, 6};

  private static final int[] ARC_PAIR_START = {0, 1, 1, 0};

  final int players;
  final int[][] colour = new int[7][7];
  final int[][] id = new int[7][7];
  final int[] money;
  final int[] rugs = new int[4];
  final int[] owner = {-1, -1, -1, -1};
  final boolean[] out;
  int ax;
  int ay;
  int facing;
  int mover;

  /** 'C', 'O', 'D', 'P' or '-'. */
  char phase;

  int placing = -1;
  int nextId = 1;

  private BaselineMarrakech(int players) {
    this.players = players;
    this.money = new int[players];
    this.out = new boolean[players];
  }

  /**
   * The standard start.
   *
   * @param players 2, 3 or 4
   * @param first the seat that begins
   * @param facing Assam's facing index (N, E, S, W)
   * @return the start
   */
  public static BaselineMarrakech start(int players, int first, int facing) {
    BaselineMarrakech b = new BaselineMarrakech(players);
    for (int[] row : b.colour) {
      java.util.Arrays.fill(row, -1);
    }
    java.util.Arrays.fill(b.money, 30);
    if (players == 2) {
      b.owner[0] = 0;
      b.owner[1] = 1;
      b.owner[2] = 0;
      b.owner[3] = 1;
      java.util.Arrays.fill(b.rugs, 12);
    } else {
      for (int c = 0; c < players; c++) {
        b.owner[c] = c;
        b.rugs[c] = players == 3 ? 15 : 12;
      }
    }
    b.ax = 3;
    b.ay = 3;
    b.facing = facing;
    b.beginTurn(first);
    return b;
  }

  /**
   * Copies an engine state (through its public queries).
   *
   * @param s the state
   * @return the same position
   */
  public static BaselineMarrakech from(MarrakechState s) {
    BaselineMarrakech b = new BaselineMarrakech(s.numPlayers());
    int maxId = 0;
    for (int y = 0; y < 7; y++) {
      for (int x = 0; x < 7; x++) {
        b.colour[y][x] = index(s.colourAt(x, y).orElse(null));
        b.id[y][x] = s.rugIdAt(x, y);
        maxId = Math.max(maxId, b.id[y][x]);
      }
    }
    b.nextId = maxId + 1;
    for (int p = 0; p < b.players; p++) {
      b.money[p] = s.money(p);
      b.out[p] = s.isOut(p);
    }
    for (int c = 0; c < 4; c++) {
      b.owner[c] = s.owner(Colour.of(c)).orElse(-1);
      b.rugs[c] = s.rugsLeft(Colour.of(c));
    }
    b.ax = s.assamX();
    b.ay = s.assamY();
    b.facing = FACINGS.indexOf(s.facing().name());
    b.phase = s.phase().letter();
    b.mover = s.phase() == Phase.OVER ? 0 : s.seatToMove();
    b.placing = index(s.colourToPlace().orElse(null));
    return b;
  }

  /** The baseline's colour index (the place of the letter in {@code cyrp}), -1 for none. */
  private static int index(@Nullable Colour c) {
    return c == null ? -1 : LETTERS.indexOf(c.letter());
  }

  /** A copy of another board, sharing nothing with it. */
  private BaselineMarrakech(BaselineMarrakech o) {
    this(o.players);
    for (int y = 0; y < 7; y++) {
      colour[y] = o.colour[y].clone();
      id[y] = o.id[y].clone();
    }
    System.arraycopy(o.money, 0, money, 0, players);
    System.arraycopy(o.out, 0, out, 0, players);
    System.arraycopy(o.rugs, 0, rugs, 0, 4);
    System.arraycopy(o.owner, 0, owner, 0, 4);
    ax = o.ax;
    ay = o.ay;
    facing = o.facing;
    mover = o.mover;
    phase = o.phase;
    placing = o.placing;
    nextId = o.nextId;
  }

  /**
   * Whether the game is over.
   *
   * @return true when over
   */
  public boolean isOver() {
    return phase == '-';
  }

  /**
   * Whether the next move is a chance outcome.
   *
   * @return true in phases C and D
   */
  public boolean isChance() {
    return phase == 'C' || phase == 'D';
  }

  /**
   * The weight of a chance outcome (the die 1, 2, 2, 1; a colour its rugs left).
   *
   * @param action a legal chance action id
   * @return its weight
   */
  public int weight(int action) {
    return action < 7 ? (action == 3 || action == 6 ? 1 : 2) : rugs[action - 7];
  }

  /**
   * The legal action ids in the engine's order.
   *
   * @param buf receives them (12 entries suffice)
   * @return how many
   */
  public int legalActions(int[] buf) {
    return switch (phase) {
      case 'C' -> colours(buf);
      case 'O' -> ids(buf, 0, 3); // L F R
      case 'D' -> ids(buf, 3, 4); // the die, 1..4
      case 'P' -> placements(buf);
      default -> 0;
    };
  }

  /** Writes the {@code count} ids from {@code first} on; returns {@code count}. */
  private static int ids(int[] buf, int first, int count) {
    for (int i = 0; i < count; i++) {
      buf[i] = first + i;
    }
    return count;
  }

  /** Phase C: the mover's colours with rugs left. */
  private int colours(int[] buf) {
    int n = 0;
    for (int c = 0; c < 4; c++) {
      if (owner[c] == mover && rugs[c] > 0) {
        buf[n++] = 7 + c;
      }
    }
    return n;
  }

  /** Phase P, by edge id: horizontal pairs y*6+x, then vertical pairs 42+y*7+x. */
  private int placements(int[] buf) {
    int n = 0;
    for (int y = 0; y < 7; y++) {
      for (int x = 0; x < 6; x++) {
        if (placementOk(x, y, x + 1, y)) {
          buf[n++] = 11 + y * 6 + x;
        }
      }
    }
    for (int y = 0; y < 6; y++) {
      for (int x = 0; x < 7; x++) {
        if (placementOk(x, y, x, y + 1)) {
          buf[n++] = 11 + 42 + y * 7 + x;
        }
      }
    }
    return n;
  }

  private boolean placementOk(int x1, int y1, int x2, int y2) {
    if ((x1 == ax && y1 == ay) || (x2 == ax && y2 == ay)) {
      return false;
    }
    boolean near =
        Math.abs(x1 - ax) + Math.abs(y1 - ay) == 1 || Math.abs(x2 - ax) + Math.abs(y2 - ay) == 1;
    if (!near) {
      return false;
    }
    return id[y1][x1] == 0 || id[y1][x1] != id[y2][x2];
  }

  /**
   * Applies a legal action id to a copy of this state.
   *
   * @param action the id
   * @return the new state
   */
  public BaselineMarrakech apply(int action) {
    BaselineMarrakech b = new BaselineMarrakech(this);
    if (action <= 2) {
      b.facing = (facing + action + 3) % 4;
      b.phase = 'D';
    } else if (action <= 6) {
      b.roll(action - 2);
    } else if (action <= 10) {
      b.placing = action - 7;
      b.phase = 'O';
    } else {
      int e = action - 11;
      int x1;
      int y1;
      int x2;
      int y2;
      if (e < 42) {
        y1 = e / 6;
        x1 = e % 6;
        x2 = x1 + 1;
        y2 = y1;
      } else {
        y1 = (e - 42) / 7;
        x1 = (e - 42) % 7;
        x2 = x1;
        y2 = y1 + 1;
      }
      b.colour[y1][x1] = placing;
      b.colour[y2][x2] = placing;
      b.id[y1][x1] = nextId;
      b.id[y2][x2] = nextId;
      b.nextId = nextId + 1;
      b.rugs[placing]--;
      b.endTurn();
    }
    return b;
  }

  private void roll(int steps) {
    for (int i = 0; i < steps; i++) {
      step();
    }
    int c = colour[ay][ax];
    if (c >= 0 && owner[c] != mover && !out[owner[c]]) {
      int owed = regionSize(ax, ay);
      int payee = owner[c];
      if (money[mover] >= owed) {
        money[mover] -= owed;
        money[payee] += owed;
      } else {
        money[payee] += money[mover];
        money[mover] = 0;
        out[mover] = true;
        for (int k = 0; k < 4; k++) {
          if (owner[k] == mover) {
            rugs[k] = 0;
          }
        }
        endTurn();
        return;
      }
    }
    phase = 'P';
  }

  /** One step ahead; off the board, the arc of the real board. */
  private void step() {
    int nx = ax + DX[facing];
    int ny = ay + DY[facing];
    if (nx >= 0 && nx < 7 && ny >= 0 && ny < 7) {
      ax = nx;
      ay = ny;
      return;
    }
    // Along the edge Assam left by: x at the top and bottom, y at the right and left.
    boolean horizontal = facing % 2 == 0;
    int along = horizontal ? ax : ay;
    if (along == ARC_CORNER[facing]) {
      facing = 3 - facing; // the corner arc: N -> W, E -> S, S -> E, W -> N
      return;
    }
    along = along % 2 == ARC_PAIR_START[facing] ? along + 1 : along - 1;
    if (horizontal) {
      ax = along;
    } else {
      ay = along;
    }
    facing = (facing + 2) % 4;
  }

  /**
   * The payment region of a square by breadth-first search.
   *
   * @param x0 column
   * @param y0 row
   * @return the number of squares (0 if empty)
   */
  public int regionSize(int x0, int y0) {
    int c = colour[y0][x0];
    if (c < 0) {
      return 0;
    }
    boolean[][] seen = new boolean[7][7];
    ArrayDeque<int[]> queue = new ArrayDeque<>();
    queue.add(new int[] {x0, y0});
    seen[y0][x0] = true;
    int size = 0;
    while (!queue.isEmpty()) {
      int[] q = queue.poll();
      size++;
      for (int d = 0; d < 4; d++) {
        int x = q[0] + DX[d];
        int y = q[1] + DY[d];
        if (x >= 0 && x < 7 && y >= 0 && y < 7 && !seen[y][x] && colour[y][x] == c) {
          seen[y][x] = true;
          queue.add(new int[] {x, y});
        }
      }
    }
    return size;
  }

  private void endTurn() {
    int in = 0;
    for (boolean o : out) {
      if (!o) {
        in++;
      }
    }
    if (in > 1) {
      for (int k = 1; k <= players; k++) {
        int s = (mover + k) % players;
        if (!out[s] && rugsOf(s) > 0) {
          beginTurn(s);
          return;
        }
      }
    }
    phase = '-';
    mover = 0;
    placing = -1;
  }

  private int rugsOf(int seat) {
    int n = 0;
    for (int c = 0; c < 4; c++) {
      if (owner[c] == seat) {
        n += rugs[c];
      }
    }
    return n;
  }

  private void beginTurn(int seat) {
    mover = seat;
    int kinds = 0;
    int last = -1;
    for (int c = 0; c < 4; c++) {
      if (owner[c] == seat && rugs[c] > 0) {
        kinds++;
        last = c;
      }
    }
    if (kinds == 2) {
      phase = 'C';
      placing = -1;
    } else {
      phase = 'O';
      placing = last;
    }
  }

  /**
   * The position in the engine's notation.
   *
   * @return the notation
   */
  public String format() {
    StringBuilder sb = new StringBuilder();
    for (int y = 0; y < 7; y++) {
      if (y > 0) {
        sb.append('/');
      }
      for (int x = 0; x < 7; x++) {
        if (colour[y][x] < 0) {
          sb.append('.');
        } else {
          sb.append(LETTERS.charAt(colour[y][x])).append(id[y][x]);
        }
      }
    }
    sb.append(' ').append(ax).append(ay).append("NESW".charAt(facing)).append(' ');
    for (int p = 0; p < players; p++) {
      if (p > 0) {
        sb.append(',');
      }
      for (int c = 0; c < 4; c++) {
        if (owner[c] == p) {
          sb.append(LETTERS.charAt(c)).append(rugs[c]);
        }
      }
      sb.append('$').append(money[p]);
      if (out[p]) {
        sb.append('!');
      }
    }
    sb.append(' ');
    if (phase == '-') {
      sb.append('-');
    } else {
      sb.append(mover).append(phase);
      if (players == 2 && phase != 'C') {
        sb.append(LETTERS.charAt(placing));
      }
    }
    return sb.toString();
  }
}
