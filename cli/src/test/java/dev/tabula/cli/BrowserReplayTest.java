package dev.tabula.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Agent;
import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import dev.tabula.core.GameRecord;
import dev.tabula.core.Playouts;
import dev.tabula.core.SvgOptions;
import dev.tabula.picture.Drawings;
import dev.tabula.picture.HtmlReplay;
import java.io.File;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.json.Json;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * The HTML replay in a real browser: Debian's headless Chromium, driven through {@code
 * /usr/bin/chromedriver}. For every game and player count a seeded random game is written with
 * {@link HtmlReplay}, opened from a {@code file:} URL and stepped through with the "next" button
 * ply by ply; at every ply the board's {@code data-position} must be the engine's position and the
 * highlighted move-list item that ply. Then the slider, the move list, the keys and the URL
 * fragment jump around, a two-record page (written by {@code tabula replay --html}) switches games,
 * and a phone-sized window must show the board without horizontal scrolling. After every test the
 * browser's console must hold no error and the page must have requested nothing but its own file.
 *
 * <p>One browser serves the whole class. When it cannot start, the tests fail (never skip): {@code
 * .ci/run} installs {@code chromium} and {@code chromium-driver}. Screenshots of each game mid-game
 * go to {@code target/screenshots/}; {@code -Dtabula.images.update=true} also rewrites the README's
 * images in {@code docs/images/} (see docs/pictures.md).
 */
class BrowserReplayTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path TARGET = Path.of("target").toAbsolutePath();
  private static final Path PAGES = TARGET.resolve("replays");
  private static final Path SHOTS = TARGET.resolve("screenshots");
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

  /** Selenium's own loggers, quietened (kept here so the setting is not collected). */
  private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");

  private static ChromeDriver driver;

  @BeforeAll
  static void startBrowser() throws IOException {
    SELENIUM.setLevel(Level.SEVERE);
    assertTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "the browser tests need Debian's chromium and chromium-driver ("
            + CHROMIUM
            + ", "
            + CHROMEDRIVER
            + "): apt-get install -y chromium chromium-driver (.ci/run does)");
    Files.createDirectories(PAGES);
    Files.createDirectories(SHOTS);
    Path profile = Files.createTempDirectory(TARGET, "chromium-profile-");
    ChromeOptions options = new ChromeOptions();
    options.setBinary(CHROMIUM.toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--hide-scrollbars",
        "--user-data-dir=" + profile,
        "--window-size=1280,800");
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    logs.enable(LogType.PERFORMANCE, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(new File(CHROMEDRIVER.toString()))
            .usingAnyFreePort()
            .build();
    try {
      driver = new ChromeDriver(service, options);
    } catch (RuntimeException e) {
      fail("headless Chromium did not start through " + CHROMEDRIVER + ": " + e.getMessage(), e);
    }
    // The browser's own start page (chrome: URLs) is not ours to check: drop its logs.
    driver.get("about:blank");
    driver.manage().logs().get(LogType.BROWSER);
    driver.manage().logs().get(LogType.PERFORMANCE);
  }

  @AfterAll
  static void stopBrowser() {
    if (driver != null) {
      driver.quit();
    }
  }

  @BeforeEach
  void desktopWindow() {
    driver.manage().window().setSize(new Dimension(1280, 800));
  }

  /** No console errors, and no request for anything but the page's own file (or data: URLs). */
  @AfterEach
  void nothingFetchedNoErrors() {
    List<String> severe = new ArrayList<>();
    for (LogEntry e : driver.manage().logs().get(LogType.BROWSER)) {
      if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
        severe.add(e.getMessage());
      }
    }
    assertEquals(List.of(), severe, "console errors");
    List<String> foreign = new ArrayList<>();
    Json json = new Json();
    for (LogEntry e : driver.manage().logs().get(LogType.PERFORMANCE)) {
      if (!e.getMessage().contains("\"Network.requestWillBeSent\"")) {
        continue;
      }
      Map<String, Object> message = json.toType(e.getMessage(), Json.MAP_TYPE);
      Object url = dig(message, "message", "params", "request", "url");
      String u = String.valueOf(url);
      if (!u.startsWith("file:") && !u.startsWith("data:")) {
        foreign.add(u);
      }
    }
    assertEquals(List.of(), foreign, "requests other than the page's file");
  }

  @SuppressWarnings("unchecked")
  private static Object dig(Map<String, Object> map, String... keys) {
    Object at = map;
    for (String k : keys) {
      if (!(at instanceof Map)) {
        return null;
      }
      at = ((Map<String, Object>) at).get(k);
    }
    return at;
  }

  // ------------------------------------------------------------------------------------- games

  /** A seeded game of random moves, its states, and the page written for it. */
  record Played<S, M>(
      String id, long seed, Game<S, M> game, GameRecord<S, M> record, List<S> states, Path page) {
    List<String> positions() {
      List<String> out = new ArrayList<>();
      for (S s : states) {
        out.add(game.formatState(s));
      }
      return out;
    }

    /**
     * The picture the page should show at a ply: the game's own, with the coordinates and the last
     * move, as {@link HtmlReplay} asks for it.
     */
    String picture(int ply) {
      SvgOptions<S, M> options = SvgOptions.<S, M>defaults().coordinates(true);
      if (ply > 0) {
        options = options.lastMove(states.get(ply - 1), record.moves().get(ply - 1));
      }
      return Drawings.svg(game, states.get(ply), options);
    }

    /** What a failing assertion prints: the seed and the record, which replays the game. */
    Supplier<String> context(String what) {
      return () ->
          what + " (" + id + ", seed " + seed + "; the game:\n" + record.format(game) + ")";
    }
  }

  private static Played<?, ?> play(String id, String game, Map<String, String> options, long seed)
      throws IOException {
    Cli.requireGame(game);
    return play(id, GameProvider.find(game).create(options), seed);
  }

  private static <S, M> Played<S, M> play(String id, Game<S, M> game, long seed)
      throws IOException {
    List<Agent<S, M>> agents = new ArrayList<>();
    for (int p = 0; p < game.numPlayers(); p++) {
      agents.add(Agent.uniformRandom());
    }
    GameRecord<S, M> record =
        Playouts.play(
                game,
                game.start(),
                agents,
                new SplittableRandom(seed),
                Math.min(game.maxGameLength(), 2000),
                (ply, before, move, after) -> {})
            .withTag("Bots", "random" + ",random".repeat(game.numPlayers() - 1))
            .withTag("Seed", Long.toString(seed));
    Path page = PAGES.resolve(id + ".html");
    try (Writer w = Files.newBufferedWriter(page, StandardCharsets.UTF_8)) {
      HtmlReplay.write(game, List.of(record), w);
    }
    return new Played<>(id, seed, game, record, record.replay(game), page);
  }

  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of("toguz", "toguz", Map.of(), 1L),
        Arguments.of("marrakech-2p", "marrakech", Map.of("players", "2"), 2L),
        Arguments.of("marrakech-3p", "marrakech", Map.of("players", "3"), 3L),
        Arguments.of("marrakech-4p", "marrakech", Map.of("players", "4"), 4L),
        Arguments.of("stack-snake", "stack-snake", Map.of(), 5L));
  }

  // ------------------------------------------------------------------------------------ the page

  private static JavascriptExecutor js() {
    return driver;
  }

  private static void open(Path page, String fragment) {
    driver.get(page.toUri() + fragment);
  }

  /** What the page shows: board position, board ply, current items' plies, aria-current. */
  private static List<?> shown() {
    return (List<?>)
        js().executeScript(
                "var b = document.getElementById('board');"
                    + "var cur = Array.prototype.map.call("
                    + "document.querySelectorAll('#moves li.current'),"
                    + " function (li) { return li.getAttribute('data-ply')"
                    + " + (li.getAttribute('aria-current') === 'true' ? '' : '!'); });"
                    + "return [b.getAttribute('data-position'), b.getAttribute('data-ply'),"
                    + " cur.join(','), !!b.querySelector('svg')];");
  }

  private static void assertShows(Played<?, ?> p, int ply, String how) {
    List<?> s = shown();
    String expected = p.positions().get(ply);
    assertEquals(expected, s.get(0), p.context(how + ": board position at ply " + ply));
    assertEquals(String.valueOf(ply), s.get(1), p.context(how + ": board ply"));
    assertEquals(String.valueOf(ply), s.get(2), p.context(how + ": highlighted move-list item"));
    assertEquals(true, s.get(3), p.context(how + ": a picture on the board"));
  }

  /**
   * Asserts that the picture on the board is, node for node, the engine's picture of the ply (the
   * page rebuilds it from the lines it stores once and each ply's edits): parsed by the browser and
   * made ready for the page as the page does (no width and height, hidden from screen readers).
   */
  private static void assertPicture(Played<?, ?> p, int ply, String how) {
    Object differs =
        js().executeScript(
                "var e = new DOMParser().parseFromString(arguments[0], 'image/svg+xml')"
                    + ".documentElement;"
                    + "e.removeAttribute('width'); e.removeAttribute('height');"
                    + "e.setAttribute('aria-hidden', 'true');"
                    + "var shown = document.querySelectorAll('#board svg');"
                    + "if (shown.length !== 1) { return 'pictures shown: ' + shown.length; }"
                    + "return shown[0].isEqualNode(e) ? ''"
                    + " : new XMLSerializer().serializeToString(shown[0]);",
                p.picture(ply));
    assertEquals("", differs, p.context(how + ": the engine's picture of ply " + ply));
  }

  private static void screenshot(String name) throws IOException {
    Files.write(SHOTS.resolve(name + ".png"), driver.getScreenshotAs(OutputType.BYTES));
  }

  // ------------------------------------------------------------------------------------- tests

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  void next_plyByPly_showsTheEnginesPositionAndMove(
      String id, String game, Map<String, String> options, long seed) throws IOException {
    Played<?, ?> p = play(id, game, options, seed);
    int plies = p.states().size() - 1;
    assertTrue(plies > 10, p.context("a game of some length"));
    open(p.page(), "");
    assertShows(p, 0, "opened");
    assertEquals(
        plies + 1,
        driver.findElements(By.cssSelector("#moves li[data-ply]")).size(),
        p.context("move-list items"));
    assertPicture(p, 0, "opened");
    WebElement next = driver.findElement(By.id("next"));
    for (int ply = 1; ply <= plies; ply++) {
      next.click();
      assertShows(p, ply, "next");
      assertPicture(p, ply, "next");
      if (ply == plies / 2) {
        screenshot(id);
        Files.write(
            SHOTS.resolve(id + "-board.png"),
            driver.findElement(By.id("board")).getScreenshotAs(OutputType.BYTES));
      }
    }
    assertFalse(next.isEnabled(), p.context("next at the end"));
    String result = driver.findElement(By.id("result")).getText();
    assertTrue(
        result.startsWith("Result: ") && (result.contains(" wins") || result.contains("draw")),
        p.context("the result at the end: " + result));
    assertEquals(
        0L,
        js().executeScript("return performance.getEntriesByType('resource').length;"),
        p.context("resources loaded"));
  }

  @Test
  void slider_moveList_keys_fragment_jump() throws IOException {
    Played<?, ?> p = play("jumps", "marrakech", Map.of("players", "3"), 11L);
    int last = p.states().size() - 1;
    open(p.page(), "");
    // the slider, as a script moves it
    js().executeScript(
            "var s = document.getElementById('slider'); s.value = arguments[0];"
                + " s.dispatchEvent(new Event('input', {bubbles: true}));",
            last / 3);
    assertShows(p, last / 3, "slider");
    // the slider, by keyboard
    WebElement slider = driver.findElement(By.id("slider"));
    slider.sendKeys(Keys.ARROW_RIGHT);
    assertShows(p, last / 3 + 1, "slider + right arrow");
    slider.sendKeys(Keys.HOME);
    assertShows(p, 0, "slider + Home");
    // the move list
    driver.findElement(By.cssSelector("#moves li[data-ply='" + (last - 2) + "']")).click();
    assertShows(p, last - 2, "move-list click");
    driver.findElement(By.cssSelector("#moves li[data-ply='5']")).click();
    assertShows(p, 5, "move-list click");
    // keys anywhere on the page
    js().executeScript("document.activeElement.blur();");
    Actions keys = new Actions(driver);
    keys.sendKeys(Keys.ARROW_RIGHT).perform();
    assertShows(p, 6, "right arrow");
    keys.sendKeys(Keys.ARROW_LEFT).sendKeys(Keys.ARROW_LEFT).perform();
    assertShows(p, 4, "left arrow twice");
    keys.sendKeys(Keys.END).perform();
    assertShows(p, last, "End");
    keys.sendKeys(Keys.HOME).perform();
    assertShows(p, 0, "Home");
    // the buttons
    driver.findElement(By.id("last")).click();
    assertShows(p, last, "last");
    driver.findElement(By.id("prev")).click();
    assertShows(p, last - 1, "prev");
    driver.findElement(By.id("first")).click();
    assertShows(p, 0, "first");
    // the fragment: followed when shown, and read when opened
    driver.findElement(By.cssSelector("#moves li[data-ply='7']")).click();
    assertEquals(
        p.page().toUri() + "#game=1&ply=7", driver.getCurrentUrl(), p.context("URL fragment"));
    open(p.page(), "#game=1&ply=12");
    assertShows(p, 12, "opened at #game=1&ply=12");
    assertPicture(p, 12, "opened at #game=1&ply=12");
  }

  @Test
  void gamePicker_switchesBetweenRecordsOfOneFile() throws IOException {
    Played<?, ?> a = play("picker-a", "toguz", Map.of(), 21L);
    Played<?, ?> b = play("picker-b", "toguz", Map.of(), 22L);
    Path records = PAGES.resolve("picker.txt");
    Files.writeString(records, recordText(a) + "\n" + recordText(b), StandardCharsets.UTF_8);
    Path page = PAGES.resolve("picker.html");
    Cli.run("replay", "toguz", records.toString(), "--html", page.toString()).assertOk();

    Played<?, ?> pa = withPage(a, page);
    Played<?, ?> pb = withPage(b, page);
    open(page, "");
    assertTrue(driver.findElement(By.id("game")).isDisplayed(), "the game picker");
    assertShows(pa, 0, "game 1");
    driver.findElement(By.id("last")).click();
    assertShows(pa, pa.states().size() - 1, "game 1, last");
    driver.findElement(By.cssSelector("#game option[value='1']")).click();
    assertShows(pb, 0, "picked game 2");
    assertPicture(pb, 0, "picked game 2");
    assertEquals(
        pb.states().size(),
        driver.findElements(By.cssSelector("#moves li[data-ply]")).size(),
        "game 2's move list");
    driver.findElement(By.id("next")).click();
    assertShows(pb, 1, "game 2, next");
    assertPicture(pb, 1, "game 2, next");
    assertEquals(page.toUri() + "#game=2&ply=1", driver.getCurrentUrl());
    open(page, "#game=1&ply=3");
    assertShows(pa, 3, "opened at #game=1&ply=3");
    assertEquals("0", driver.findElement(By.id("game")).getAttribute("value"), "picker follows");
  }

  private static <S, M> String recordText(Played<S, M> p) {
    return p.record().format(p.game());
  }

  private static <S, M> Played<S, M> withPage(Played<S, M> p, Path page) {
    return new Played<>(p.id(), p.seed(), p.game(), p.record(), p.states(), page);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("games")
  void phoneWidth_boardFitsNoHorizontalScroll(
      String id, String game, Map<String, String> options, long seed) throws IOException {
    Played<?, ?> p = play(id, game, options, seed);
    driver.manage().window().setSize(new Dimension(390, 844));
    int mid = (p.states().size() - 1) / 2;
    open(p.page(), "#game=1&ply=" + mid);
    assertShows(p, mid, "phone");
    List<?> m =
        (List<?>)
            js().executeScript(
                    "var d = document.documentElement;"
                        + "var b = document.querySelector('#board svg').getBoundingClientRect();"
                        + "var l = document.getElementById('moves').getBoundingClientRect();"
                        + "return [window.innerWidth, d.scrollWidth, d.clientWidth,"
                        + " b.left, b.right, b.top, b.bottom, b.width, l.top, window.innerHeight];");
    double width = num(m.get(0));
    assertTrue(width <= 400, p.context("a phone-sized viewport, got " + m));
    assertTrue(num(m.get(1)) <= num(m.get(2)), p.context("no horizontal scrolling: " + m));
    assertTrue(
        num(m.get(3)) >= 0 && num(m.get(4)) <= width && num(m.get(7)) >= width * 0.6,
        p.context("the board across the width: " + m));
    assertTrue(num(m.get(5)) < num(m.get(9)), p.context("the board in view: " + m));
    assertTrue(num(m.get(8)) >= num(m.get(6)), p.context("the move list below the board: " + m));
    // The text as drawn: each visible <text>'s font size times the scale it is drawn at (rotated
    // text too), in CSS px, per picture on the board (a drawing with parts shows each part as a
    // picture of its own, the whole drawing seen through the part's viewBox: only the text inside
    // it counts). A part says what it holds in its class: "part board" or "part panel".
    List<?> sizes =
        (List<?>)
            js().executeScript(
                    "return Array.prototype.map.call(document.querySelectorAll('#board svg'),"
                        + " function (svg) {"
                        + " var min = 1e9, r = svg.getBoundingClientRect();"
                        + " svg.querySelectorAll('text').forEach(function (t) {"
                        + " var b = t.getBoundingClientRect();"
                        + " if (b.width === 0 || b.right <= r.left || b.left >= r.right"
                        + " || b.bottom <= r.top || b.top >= r.bottom) { return; }"
                        + " var m = t.getScreenCTM();"
                        + " var px = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);"
                        + " min = Math.min(min, px); });"
                        + " return [svg.getAttribute('class') || '', min, r.left, r.right]; });");
    System.out.println(id + " at 390 px: smallest text per picture (class, CSS px): " + sizes);
    // Every game's picture is shown as its parts: the board, with its labels (counts, coordinates,
    // marks) at 11 px or more, and the panel (players, scores, whose turn, captions) at 12 px or
    // more, each within the width.
    int boards = 0;
    int panels = 0;
    for (Object o : sizes) {
      List<?> part = (List<?>) o;
      String kind = (String) part.get(0);
      double smallest = num(part.get(1));
      boolean panel = kind.equals("part panel");
      assertTrue(
          smallest >= (panel ? 12 : 11),
          p.context(
              "the "
                  + (panel ? "panel's text at 12" : "board's labels at 11")
                  + " px or more: "
                  + sizes));
      boolean board = kind.equals("part board");
      assertTrue(board || panel, p.context("a part that is the board or a panel: " + sizes));
      boards += board ? 1 : 0;
      panels += panel ? 1 : 0;
      assertTrue(
          num(part.get(2)) >= 0 && num(part.get(3)) <= width,
          p.context("each part within the width: " + sizes));
    }
    assertEquals(1, boards, p.context("one board: " + sizes));
    assertTrue(panels >= 1, p.context("a panel: " + sizes));
    screenshot(id + "-phone");
  }

  @Test
  void desktopWidth_boardAndMoveListSideBySide() throws IOException {
    Played<?, ?> p = play("desktop", "marrakech", Map.of("players", "2"), 31L);
    open(p.page(), "");
    List<?> m =
        (List<?>)
            js().executeScript(
                    "var b = document.getElementById('board').getBoundingClientRect();"
                        + "var l = document.getElementById('moves').getBoundingClientRect();"
                        + "var d = document.documentElement;"
                        + "return [b.right, l.left, d.scrollWidth, d.clientWidth];");
    assertTrue(num(m.get(1)) >= num(m.get(0)), "the move list right of the board: " + m);
    assertTrue(num(m.get(2)) <= num(m.get(3)), "no horizontal scrolling: " + m);
  }

  private static double num(Object o) {
    return ((Number) o).doubleValue();
  }

  /**
   * Pages meant to be mailed stay well under a megabyte a game: each picture's lines are stored
   * once and each ply as edits of the one before (they were 2.6 to 3.7 MB for one Marrakech game,
   * 5.6 MB for the PlayOK file's three Toguz games). The sizes are printed; docs/pictures.md lists
   * them.
   */
  @Test
  void pageSizes_wellUnderAMegabyteAGame() throws IOException {
    long bound = 512 * 1024;
    for (Arguments a : games().toList()) {
      Object[] g = a.get();
      @SuppressWarnings("unchecked")
      Map<String, String> options = (Map<String, String>) g[2];
      Played<?, ?> p = play("size-" + g[0], (String) g[1], options, (Long) g[3]);
      long size = Files.size(p.page());
      System.out.println(g[0] + ": " + p.states().size() + " positions, page " + size + " bytes");
      assertTrue(size <= bound, p.context("a page of " + size + " bytes, more than " + bound));
    }
    Path playok = ROOT.resolve("docs").resolve("examples").resolve("toguz-playok.pgn");
    Path page = PAGES.resolve("size-playok.html");
    Cli.run("replay", "toguz", playok.toString(), "--html", page.toString()).assertOk();
    long size = Files.size(page);
    System.out.println("toguz-playok.pgn (3 games): page " + size + " bytes");
    assertTrue(size <= 3 * bound, "the PlayOK file's page: " + size + " bytes");
  }

  /**
   * Rewrites the README's pictures: a desktop screenshot of each game's replay mid-game, and one at
   * phone width. Run with {@code -Dtabula.images.update=true} (see docs/pictures.md).
   */
  @Test
  @EnabledIfSystemProperty(named = "tabula.images.update", matches = "true")
  void updateDocsImages() throws IOException {
    Path images = ROOT.resolve("docs").resolve("images");
    Files.createDirectories(images);
    Object[][] pictures = {
      {"toguz", "toguz", Map.of(), 1L},
      {"marrakech", "marrakech", Map.of("players", "3"), 3L},
      {"stack-snake", "stack-snake", Map.of(), 5L},
    };
    for (Object[] pic : pictures) {
      @SuppressWarnings("unchecked")
      Map<String, String> options = (Map<String, String>) pic[2];
      Played<?, ?> p = play("docs-" + pic[0], (String) pic[1], options, (Long) pic[3]);
      open(p.page(), "#game=1&ply=" + (p.states().size() - 1) / 2);
      screenshot("docs-" + pic[0]);
      Files.copy(
          SHOTS.resolve("docs-" + pic[0] + ".png"),
          images.resolve(pic[0] + ".png"),
          StandardCopyOption.REPLACE_EXISTING);
    }
    driver.manage().window().setSize(new Dimension(390, 844));
    Played<?, ?> p = play("docs-phone", "marrakech", Map.of("players", "3"), 3L);
    open(p.page(), "#game=1&ply=" + (p.states().size() - 1) / 2);
    screenshot("docs-phone");
    Files.copy(
        SHOTS.resolve("docs-phone.png"),
        images.resolve("replay-phone.png"),
        StandardCopyOption.REPLACE_EXISTING);
  }
}
