package dev.tabula.beam;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.learn.SelfPlay;
import dev.tabula.match.BotSpecs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;

/** Helpers of the pipeline tests: options from arguments, and the in-process expectations. */
final class Runs {
  private Runs() {}

  /** The Flink runner in local mode (an embedded cluster), as the shared VERSIONS notes give it. */
  static final List<String> FLINK =
      List.of(
          "--runner=FlinkRunner", "--flinkMaster=[local]", "--parallelism=2", "--fasterCopy=true");

  static <T extends PipelineOptions> T options(Class<T> type, List<String> args) {
    return PipelineOptionsFactory.fromArgs(args.toArray(new String[0])).withValidation().as(type);
  }

  /**
   * The generator as a user of {@code learn} makes it, without the pipeline's code; {@code
   * maxPlies} 0 for the default cap.
   */
  static SelfPlay<?, ?> selfPlay(
      String gameName, Map<String, String> setup, String bots, long seed, int maxPlies) {
    return selfPlay(GameProvider.find(gameName).create(setup), bots, seed, maxPlies);
  }

  private static <S, M> SelfPlay<S, M> selfPlay(
      Game<S, M> game, String bots, long seed, int maxPlies) {
    List<Agent<S, M>> agents = new ArrayList<>();
    for (BotSpecs.Named<S, M> b : BotSpecs.parse(game, bots)) {
      agents.add(b.agent());
    }
    SelfPlay<S, M> selfPlay = SelfPlay.of(game, agents).seed(seed);
    return maxPlies > 0 ? selfPlay.maxPlies(maxPlies) : selfPlay;
  }

  /** The bots' names as the manifest lists them. */
  static List<String> botNames(String gameName, String bots) {
    List<String> names = new ArrayList<>();
    for (BotSpecs.Named<?, ?> b :
        BotSpecs.parse(GameProvider.find(gameName).create(Map.of()), bots)) {
      names.add(b.name());
    }
    return names;
  }
}
