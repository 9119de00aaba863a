package dev.tabula.beam;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameSetup;
import dev.tabula.core.SetupResolver;
import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A game by name and setup, which workers make again (games are not serializable): what {@link
 * GameProvider#create} makes for them.
 *
 * @param name the game's name
 * @param setup the setup options, in the order given (a LinkedHashMap, serializable)
 */
record GameSpec(String name, Map<String, String> setup) implements Serializable {

  /**
   * The game of the options, made once to check it; the setup kept is the one resolved ({@link
   * SetupResolver}), its values as the game writes them.
   *
   * @throws IllegalArgumentException if the game is missing or unknown, or the setup is not valid
   */
  static GameSpec from(TabulaOptions options) {
    String name = options.getGame();
    if (name == null || name.isBlank()) {
      throw new IllegalArgumentException(
          "--game is required; games: " + String.join(", ", GameProvider.available()));
    }
    Map<String, String> setup = new LinkedHashMap<>();
    List<String> entries = options.getSetup();
    if (entries != null) {
      for (String entry : entries) {
        int eq = entry.indexOf('=');
        if (eq <= 0) {
          throw new IllegalArgumentException("--setup takes KEY=VALUE, got '" + entry + "'");
        }
        String key = entry.substring(0, eq).strip();
        if (setup.put(key, entry.substring(eq + 1).strip()) != null) {
          throw new IllegalArgumentException("--setup gives " + key + " twice");
        }
      }
    }
    GameSetup resolved = resolve(GameProvider.find(name.strip()), setup);
    GameSpec spec = new GameSpec(name.strip(), new LinkedHashMap<>(resolved.given()));
    spec.create();
    return spec;
  }

  /** The setup through the one resolution: names known, values read, as --setup gives them. */
  private static GameSetup resolve(GameProvider provider, Map<String, String> setup) {
    return SetupResolver.of(provider).options("--setup", setup).resolve();
  }

  /**
   * Makes the game.
   *
   * @throws IllegalArgumentException if the game is unknown or the setup is not valid
   */
  Game<?, ?> create() {
    GameProvider provider = GameProvider.find(name);
    GameSetup resolved = resolve(provider, setup);
    try {
      return provider.create(resolved);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("game '" + name + "': " + e.getMessage(), e);
    }
  }

  /** A required number option, checked. */
  static long atLeast(@Nullable Long value, String option, long min) {
    if (value == null) {
      throw new IllegalArgumentException(option + " is required");
    }
    return atLeast(value.longValue(), option, min);
  }

  /** A required text option, checked: not missing and not blank. */
  static String required(@Nullable String value, String message) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(message);
    }
    return value;
  }

  /** A number option, checked. */
  static long atLeast(long value, String option, long min) {
    if (value < min) {
      throw new IllegalArgumentException(option + " must be >= " + min + ", got " + value);
    }
    return value;
  }

  /**
   * The options both pipelines take beside their own, checked in one place.
   *
   * @param game the game
   * @param seed the match's or the run's seed
   * @param games how many games
   * @param perShard games per shard, as asked
   * @param maxPlies the ply cap, 0 for none
   */
  record Common(GameSpec game, long seed, long games, int perShard, int maxPlies)
      implements Serializable {

    /**
     * Reads and checks the shared options.
     *
     * @throws IllegalArgumentException naming the first option that is missing or out of range
     */
    static Common from(TabulaOptions o) {
      Objects.requireNonNull(o, "options");
      GameSpec game = GameSpec.from(o);
      long seed = atLeast(o.getSeed(), "--seed", Long.MIN_VALUE);
      long games = atLeast(o.getGames(), "--games", 1);
      int perShard = (int) atLeast(o.getGamesPerShard(), "--gamesPerShard", 1);
      int maxPlies = (int) atLeast(o.getMaxPlies(), "--maxPlies", 0);
      return new Common(game, seed, games, perShard, maxPlies);
    }
  }
}
