package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.SvgOptions;
import dev.tabula.picture.Drawings;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * {@code render} prints exactly what the game's {@link dev.tabula.picture.Drawings#svg} draws for
 * the position and the options: the tests compare with the library, so they hold for every game's
 * own picture.
 */
class RenderCommandTest {

  /** The library's picture of {@code position} (null: the start) after {@code lastMove}. */
  private static <S, M> String expected(
      Game<S, M> game,
      String position,
      String lastMove,
      boolean targets,
      UnaryOperator<SvgOptions<S, M>> more) {
    S state = position == null ? game.start() : game.parseState(position);
    SvgOptions<S, M> options = more.apply(SvgOptions.defaults());
    if (lastMove != null) {
      M m = game.parseMove(state, lastMove);
      options = options.lastMove(state, m);
      state = game.apply(state, m);
    }
    if (targets) {
      options = options.targets(game.legalMoves(state));
    }
    return Drawings.svg(game, state, options);
  }

  private static Game<?, ?> game(String name, Map<String, String> options) {
    Cli.requireGame(name);
    return GameProvider.find(name).create(options);
  }

  @Test
  void render_start_isTheGamesPictureWithItsPosition() {
    Game<?, ?> toguz = game("toguz", Map.of());
    String out = Cli.run("render", "toguz").assertOk().out();
    assertEquals(expected(toguz, null, null, false, o -> o), out);
    assertTrue(out.startsWith("<?xml"), out);
    assertTrue(out.endsWith("</svg>\n"), out);
    assertTrue(out.contains(" data-game=\"toguz\""), out);
    assertTrue(out.contains(" data-position=\"" + startOf(toguz) + "\""), out);
  }

  private static <S> String startOf(Game<S, ?> game) {
    return game.formatState(game.start());
  }

  @Test
  void render_lastMove_drawsThePositionAfterItHighlighted() {
    Game<?, ?> toguz = game("toguz", Map.of());
    String out = Cli.run("render", "toguz", "--last-move", "76").assertOk().out();
    assertEquals(expected(toguz, null, "76", false, o -> o), out);
    String after = Cli.run("apply", "toguz", "76").assertOk().lines().get(0);
    assertTrue(out.contains(" data-position=\"" + after + "\""), out);
  }

  @Test
  void render_targetsCoordinatesScale_passedToThePicture() {
    Game<?, ?> toguz = game("toguz", Map.of());
    assertEquals(
        expected(toguz, null, "76", true, o -> o.coordinates(true).scale(2.5)),
        Cli.run(
                "render",
                "toguz",
                "--last-move",
                "76",
                "--targets",
                "--coordinates",
                "--scale",
                "2.5")
            .assertOk()
            .out());
    String scaled = Cli.run("render", "toguz", "--scale", "2").assertOk().out();
    assertEquals(expected(toguz, null, null, false, o -> o.scale(2)), scaled);
  }

  @Test
  void render_positionAndPlayers_setTheGameUp() {
    Game<?, ?> marrakech = game("marrakech", Map.of("players", "3"));
    assertEquals(
        expected(marrakech, null, null, true, o -> o),
        Cli.run("render", "marrakech", "--players", "3", "--targets").assertOk().out());
    // a chance node: the last move is a chance outcome
    String p =
        "......./......./......./......./......./......./....... 33N c12r12$30,y12p12$30 0Dc";
    Game<?, ?> two = game("marrakech", Map.of("players", "2"));
    String line = Cli.run("moves", "marrakech", "--position", p).assertOk().lines().get(0);
    String roll = line.substring(0, line.indexOf(' ')); // "OUTCOME 1/N"
    assertEquals(
        expected(two, p, roll, false, o -> o),
        Cli.run("render", "marrakech", "--position", p, "--last-move", roll).assertOk().out());
  }

  @Test
  void render_errors_oneLine() {
    assertEquals(
        "tabula: --scale must be in [0.01, 100], got 0.0 (see 'tabula render --help')",
        Cli.run("render", "toguz", "--scale", "0").assertError());
    assertEquals(
        "tabula: --scale must be in [0.01, 100], got 101.0 (see 'tabula render --help')",
        Cli.run("render", "toguz", "--scale", "101").assertError());
    assertEquals(
        "tabula: --scale expects a number, got 'big' (see 'tabula render --help')",
        Cli.run("render", "toguz", "--scale", "big").assertError());
    assertTrue(
        Cli.run("render", "toguz", "--last-move", "x7")
            .assertError()
            .startsWith("tabula: --last-move 'x7' is malformed: "));
    assertTrue(
        Cli.run("render", "rollnim", "--last-move", "t1")
            .assertError()
            .startsWith("tabula: --last-move 't1' is illegal: "));
    assertEquals(
        "tabula: --last-move '1' is illegal: the game is over",
        Cli.run("render", "rollnim", "--position", "0 1 -", "--last-move", "1").assertError());
    assertTrue(
        Cli.run("render", "toguz", "--position", "nonsense")
            .assertError()
            .startsWith("tabula: bad position: "));
    assertEquals(
        "tabula: missing argument GAME (see 'tabula render --help')",
        Cli.run("render").assertError());
  }

  @Test
  void render_help_saysWhatLastMoveAndTargetsDo() {
    String help = Cli.run("render", "--help").assertOk().out();
    assertTrue(help.contains("--last-move=M"), help);
    assertTrue(help.contains("leads to with M highlighted"), help);
    assertTrue(help.contains("--targets"), help);
  }
}
