package dev.tabula.picture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The pictures of one game's plies as a replay page stores them, so that what stays the same from
 * ply to ply is stored once: every distinct line of the SVG documents is kept once, in the order of
 * first use ({@link #lines}), and each ply's picture is the list of its lines' numbers, written as
 * the edits that turn the previous ply's list into it ({@link #add}).
 *
 * <p>An edit list is a flat run of whole numbers in groups: {@code keep, drop, count, id ...}: copy
 * the next {@code keep} numbers of the previous list, skip the next {@code drop}, then append the
 * {@code count} numbers that follow. Whatever of the previous list is left after the last group is
 * not used. The first ply's previous list is empty. Joining the lines of the numbers with line
 * breaks gives the picture back, character for character; the page's script does that.
 *
 * <p>The edits are a shortest edit script (Myers' algorithm) when one exists within {@link
 * #MAX_EDITS} edits, else the whole list anew. Not thread-safe: one writes one game.
 */
final class PlyPictures {
  /** The most edits searched for before a ply's list is written anew. */
  static final int MAX_EDITS = 400;

  private final Map<String, Integer> ids = new HashMap<>();
  private final List<String> lines = new ArrayList<>();
  private int[] previous = new int[0];

  /**
   * Adds the next ply's picture.
   *
   * @param svg the picture
   * @return its edit list, against the previous ply's
   */
  int[] add(String svg) {
    String[] parts = svg.split("\n", -1);
    int[] current = new int[parts.length];
    for (int i = 0; i < parts.length; i++) {
      Integer id = ids.get(parts[i]);
      if (id == null) {
        id = lines.size();
        ids.put(parts[i], id);
        lines.add(parts[i]);
      }
      current[i] = id;
    }
    int[] edits = edits(previous, current);
    previous = current;
    return edits;
  }

  /**
   * Returns the distinct lines so far, in the order of first use: line {@code i} is the one the
   * number {@code i} stands for.
   */
  List<String> lines() {
    return lines;
  }

  /** The edit list that turns {@code a} into {@code b}. */
  static int[] edits(int[] a, int[] b) {
    int n = a.length;
    int m = b.length;
    int limit = Math.min(n + m, MAX_EDITS);
    int offset = limit + 1;
    int[] v = new int[2 * limit + 3];
    List<int[]> trace = new ArrayList<>();
    int found = -1;
    search:
    for (int d = 0; d <= limit; d++) {
      trace.add(v.clone());
      for (int k = -d; k <= d; k += 2) {
        int x =
            k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])
                ? v[offset + k + 1]
                : v[offset + k - 1] + 1;
        int y = x - k;
        while (x < n && y < m && a[x] == b[y]) {
          x++;
          y++;
        }
        v[offset + k] = x;
        if (x >= n && y >= m) {
          found = d;
          break search;
        }
      }
    }
    Script script = new Script(m);
    if (found < 0) {
      script.insert(b, 0, m);
      return script.done();
    }
    // Walk back from the end to the start, noting each step; then play the steps forwards.
    int x = n;
    int y = m;
    int[] steps = new int[n + m];
    int count = 0;
    for (int d = found; d > 0; d--) {
      int[] w = trace.get(d);
      int k = x - y;
      boolean down = k == -d || (k != d && w[offset + k - 1] < w[offset + k + 1]);
      int prevK = down ? k + 1 : k - 1;
      int prevX = w[offset + prevK];
      int prevY = prevX - prevK;
      while (x > prevX && y > prevY) {
        steps[count++] = KEEP;
        x--;
        y--;
      }
      steps[count++] = down ? INSERT : DROP;
      x = prevX;
      y = prevY;
    }
    while (x > 0) {
      steps[count++] = KEEP;
      x--;
    }
    int at = 0;
    for (int i = count - 1; i >= 0; i--) {
      switch (steps[i]) {
        case KEEP -> {
          script.keep();
          at++;
        }
        case DROP -> script.drop();
        default -> script.insert(b, at++, 1);
      }
    }
    return script.done();
  }

  private static final int KEEP = 0;
  private static final int DROP = 1;
  private static final int INSERT = 2;

  /** An edit list being written, group by group. */
  private static final class Script {
    private int[] out;
    private int size;
    private int keep;
    private int drop;
    private final List<Integer> inserted = new ArrayList<>();

    Script(int hint) {
      out = new int[Math.min(hint, 64) + 3];
    }

    void keep() {
      if (drop > 0 || !inserted.isEmpty()) {
        flush();
      }
      keep++;
    }

    /** Drops the next number of the previous list (between two kept runs, in any order). */
    void drop() {
      drop++;
    }

    void insert(int[] b, int from, int n) {
      for (int i = from; i < from + n; i++) {
        inserted.add(b[i]);
      }
    }

    private void flush() {
      append(keep);
      append(drop);
      append(inserted.size());
      for (int id : inserted) {
        append(id);
      }
      keep = 0;
      drop = 0;
      inserted.clear();
    }

    private void append(int value) {
      if (size == out.length) {
        out = Arrays.copyOf(out, out.length * 2);
      }
      out[size++] = value;
    }

    int[] done() {
      if (keep > 0 || !inserted.isEmpty()) {
        flush(); // a trailing drop need not be written: what is left is not used
      }
      return Arrays.copyOf(out, size);
    }
  }
}
