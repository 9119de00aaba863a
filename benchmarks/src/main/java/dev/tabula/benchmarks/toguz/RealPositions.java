package dev.tabula.benchmarks.toguz;

import dev.tabula.toguz.ToguzGame;
import dev.tabula.toguz.ToguzState;
import java.util.ArrayList;
import java.util.List;

/**
 * Every position of the recorded games ({@link RecordedGames}) before each move, for the engine and
 * for the baseline, with the action played there.
 */
final class RealPositions {
  final List<ToguzState> engineStates;
  final List<int[]> baselineStates;
  final int[] actions;

  private RealPositions(List<ToguzState> engineStates, List<int[]> baselineStates, int[] actions) {
    this.engineStates = engineStates;
    this.baselineStates = baselineStates;
    this.actions = actions;
  }

  int size() {
    return actions.length;
  }

  /** Replays all recorded games with both implementations. */
  static RealPositions load() {
    ToguzGame game = ToguzGame.standard();
    List<ToguzState> engineStates = new ArrayList<>();
    List<int[]> baselineStates = new ArrayList<>();
    List<Integer> actions = new ArrayList<>();
    for (RecordedGames.Game g : RecordedGames.load()) {
      ToguzState e = game.start();
      int[] b = BaselineToguz.start();
      for (int ply = 0; ply < g.moves().size(); ply++) {
        int action = g.action(ply);
        engineStates.add(e);
        baselineStates.add(b);
        actions.add(action);
        e = game.applyAction(e, action);
        b = BaselineToguz.apply(b, action);
      }
    }
    int[] a = new int[actions.size()];
    for (int i = 0; i < a.length; i++) {
      a[i] = actions.get(i);
    }
    return new RealPositions(List.copyOf(engineStates), List.copyOf(baselineStates), a);
  }
}
