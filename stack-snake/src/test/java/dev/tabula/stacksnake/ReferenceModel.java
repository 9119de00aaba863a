package dev.tabula.stacksnake;

import java.util.ArrayList;
import java.util.List;

/**
 * A second, deliberately plain implementation of the rules for the tests: stacks as lists of tiles,
 * moves as strings in the engine's notation and order, history as a list of position strings. It
 * shares nothing with the engine but the {@link Tile} enum.
 */
final class ReferenceModel {
  final List<List<Tile>> stacks;
  final Colour side;
  final boolean banned;

  /** Earlier positions (line, side, swap flag) since the line last changed length. */
  final List<String> history;

  final String outcome; // null while in play

  ReferenceModel(
      List<List<Tile>> stacks, Colour side, boolean banned, List<String> history, String outcome) {
    this.stacks = stacks;
    this.side = side;
    this.banned = banned;
    this.history = history;
    this.outcome = outcome;
  }

  static ReferenceModel of(List<Tile> layout, Colour first) {
    List<List<Tile>> stacks = new ArrayList<>();
    for (Tile t : layout) {
      stacks.add(new ArrayList<>(List.of(t)));
    }
    return new ReferenceModel(stacks, first, false, new ArrayList<>(), null);
  }

  String position() {
    StringBuilder sb = new StringBuilder();
    for (List<Tile> st : stacks) {
      if (sb.length() > 0) {
        sb.append('/');
      }
      for (Tile t : st) {
        sb.append(t.name());
      }
    }
    return sb + " " + side.letter() + " " + (banned ? "x" : "-");
  }

  private boolean mine(int k, Colour c) {
    Tile top = stacks.get(k).get(stacks.get(k).size() - 1);
    return !top.isNeutral() && top.colour().get() == c;
  }

  List<String> steps(Colour c) {
    List<String> out = new ArrayList<>();
    int n = stacks.size();
    for (int k = 0; k < n; k++) {
      if (!mine(k, c)) {
        continue;
      }
      int d = stacks.get(k).get(stacks.get(k).size() - 1).mark();
      for (int lift = 1; lift <= Math.min(2, stacks.get(k).size()); lift++) {
        if (k - d >= 0) {
          out.add((k + 1) + (lift == 1 ? "-" : "=") + (k - d + 1));
        }
        if (k + d < n) {
          out.add((k + 1) + (lift == 1 ? "-" : "=") + (k + d + 1));
        }
      }
    }
    return out;
  }

  List<String> swaps(Colour c) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < stacks.size(); i++) {
      for (int j = i + 1; j < stacks.size(); j++) {
        if (mine(i, c) && mine(j, c)) {
          out.add((i + 1) + "x" + (j + 1));
        }
      }
    }
    return out;
  }

  List<String> moves() {
    if (outcome != null) {
      return List.of();
    }
    List<String> out = new ArrayList<>(steps(side));
    if (!banned) {
      out.addAll(swaps(side));
    }
    if (out.isEmpty()) {
      out.add("pass");
    }
    return out;
  }

  ReferenceModel apply(String move) {
    if (!moves().contains(move)) {
      throw new IllegalArgumentException(move + " not legal in " + position());
    }
    List<List<Tile>> next = new ArrayList<>();
    for (List<Tile> st : stacks) {
      next.add(new ArrayList<>(st));
    }
    boolean nowBanned = false;
    boolean won = false;
    if (move.contains("x")) {
      String[] p = move.split("x");
      int i = Integer.parseInt(p[0]) - 1;
      int j = Integer.parseInt(p[1]) - 1;
      List<Tile> t = next.get(i);
      next.set(i, next.get(j));
      next.set(j, t);
      nowBanned = true;
    } else if (!move.equals("pass")) {
      String[] p = move.split("[-=]");
      int from = Integer.parseInt(p[0]) - 1;
      int to = Integer.parseInt(p[1]) - 1;
      int lift = move.contains("=") ? 2 : 1;
      List<Tile> src = next.get(from);
      List<Tile> moving = new ArrayList<>(src.subList(src.size() - lift, src.size()));
      src.subList(src.size() - lift, src.size()).clear();
      next.get(to).addAll(moving);
      won = next.get(to).size() >= 7;
      if (src.isEmpty()) {
        next.remove(from);
      }
    }
    List<String> hist = new ArrayList<>();
    if (next.size() == stacks.size()) {
      hist.addAll(history);
      hist.add(position());
    }
    ReferenceModel r = new ReferenceModel(next, side.opponent(), nowBanned, hist, null);
    String outcome = null;
    if (won) {
      outcome = side + " won";
    } else if (hist.stream().filter(h -> h.equals(r.position())).count() >= 2) {
      outcome = "repetition";
    } else if (r.moves().equals(List.of("pass"))
        && r.steps(side).isEmpty()
        && r.swaps(side).size() == 0) {
      outcome = "dead";
    }
    return new ReferenceModel(next, side.opponent(), nowBanned, hist, outcome);
  }

  /** perft on the model (no turn cap). */
  long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    long total = 0;
    for (String m : moves()) {
      total += depth == 1 ? 1 : apply(m).perft(depth - 1);
    }
    return total;
  }
}
