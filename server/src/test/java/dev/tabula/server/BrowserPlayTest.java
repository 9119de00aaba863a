package dev.tabula.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tabula.core.Game;
import dev.tabula.core.GameProvider;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.json.Json;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.Select;

/**
 * The page of {@code tabula serve} in a real browser: Debian's headless Chromium through {@code
 * /usr/bin/chromedriver}, against the server on a free loopback port. For every game (Marrakech
 * with 2 and 4 players) a person sets the game up on the page and plays a whole game against random
 * bots by clicking on the board (a move's target in the picture, or its button when the picture has
 * no target of its own for it, such as a pass), seeded; two people play a whole game from two
 * browsers through the invitation link. At every ply each page's board must show the position the
 * engine reaches by playing the page's move list, and its move buttons must be the engine's legal
 * moves. The phone layout has no horizontal scroll; the console has no errors; no request goes
 * anywhere but the server.
 *
 * <p>When the browser cannot start, the tests fail (never skip): {@code .ci/run} installs {@code
 * chromium} and {@code chromium-driver}. Screenshots go to {@code target/screenshots/}; {@code
 * -Dtabula.images.update=true} also rewrites {@code docs/images/serve.png} for the README.
 */
class BrowserPlayTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
  private static final Path TARGET = Path.of("target").toAbsolutePath();
  private static final Path SHOTS = TARGET.resolve("screenshots");
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Logger SELENIUM = Logger.getLogger("org.openqa.selenium");
  private static final Duration PATIENCE = Duration.ofSeconds(20);

  private static TabulaServer server;
  private static final List<ChromeDriver> browsers = new ArrayList<>();

  @BeforeAll
  static void start() throws IOException {
    SELENIUM.setLevel(Level.SEVERE);
    assertTrue(
        Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
        "the browser tests need Debian's chromium and chromium-driver ("
            + CHROMIUM
            + ", "
            + CHROMEDRIVER
            + "): apt-get install -y chromium chromium-driver (.ci/run does)");
    Files.createDirectories(SHOTS);
    server = TabulaServer.builder().port(0).seed(2026).botThreads(1).build().start();
  }

  @AfterAll
  static void stop() {
    for (ChromeDriver b : browsers) {
      b.quit();
    }
    if (server != null) {
      server.close();
    }
  }

  private static ChromeDriver browser() throws IOException {
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
    ChromeDriver d = null;
    try {
      d = new ChromeDriver(service, options);
    } catch (RuntimeException e) {
      fail("headless Chromium did not start through " + CHROMEDRIVER + ": " + e.getMessage(), e);
    }
    browsers.add(d);
    d.get("about:blank");
    d.manage().logs().get(LogType.BROWSER);
    d.manage().logs().get(LogType.PERFORMANCE);
    return d;
  }

  /** No console errors, and no request for anything but the server (or data: URLs). */
  private static void checkLogs(ChromeDriver d) {
    List<String> severe = new ArrayList<>();
    for (LogEntry e : d.manage().logs().get(LogType.BROWSER)) {
      if (e.getLevel().intValue() >= Level.SEVERE.intValue()) {
        severe.add(e.getMessage());
      }
    }
    assertEquals(List.of(), severe, "console errors");
    List<String> foreign = new ArrayList<>();
    Json json = new Json();
    String home = server.uri().toString();
    for (LogEntry e : d.manage().logs().get(LogType.PERFORMANCE)) {
      if (!e.getMessage().contains("\"Network.requestWillBeSent\"")) {
        continue;
      }
      Map<String, Object> message = json.toType(e.getMessage(), Json.MAP_TYPE);
      String u = String.valueOf(dig(message, "message", "params", "request", "url"));
      if (!u.startsWith(home) && !u.startsWith("data:")) {
        foreign.add(u);
      }
    }
    assertEquals(List.of(), foreign, "requests that left the server");
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

  private static <T> T await(String what, Supplier<T> probe) {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    while (System.nanoTime() < deadline) {
      try {
        T v = probe.get();
        if (v != null && !Boolean.FALSE.equals(v)) {
          return v;
        }
      } catch (WebDriverException e) {
        // the page was re-rendering: look again
      }
      try {
        Thread.sleep(15);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted", e);
      }
    }
    throw new AssertionError("timed out waiting for " + what);
  }

  /** Sets a game up on the page and starts it; returns when the board is shown. */
  private static void setUp(
      ChromeDriver d, String game, Map<String, String> options, List<String> seats) {
    d.get(server.uri().toString());
    await("the setup form", () -> d.findElements(By.cssSelector("#game option")).size() > 0);
    new Select(d.findElement(By.id("game"))).selectByValue(game);
    for (Map.Entry<String, String> o : options.entrySet()) {
      WebElement input = d.findElement(By.cssSelector("[data-option='" + o.getKey() + "']"));
      input.clear();
      input.sendKeys(o.getValue());
    }
    List<WebElement> selects = d.findElements(By.cssSelector("#seat-rows select"));
    assertEquals(seats.size(), selects.size(), "seats on the form");
    for (int i = 0; i < seats.size(); i++) {
      new Select(selects.get(i)).selectByValue(seats.get(i));
    }
    d.findElement(By.id("start")).click();
    await("the board", () -> d.findElements(By.cssSelector("#board svg")).size() > 0);
  }

  /** What a page shows: its version, position, move list and move buttons. */
  private record Shown(
      long version, String position, List<String> moves, Set<String> legal, boolean over) {}

  @SuppressWarnings("unchecked")
  private static Shown shown(ChromeDriver d) {
    Map<String, Object> m =
        (Map<String, Object>)
            ((JavascriptExecutor) d)
                .executeScript(
                    "const b = document.getElementById('board');"
                        + "return {version: b.dataset.version || '-1', position: b.dataset.position || '',"
                        + " moves: [...document.querySelectorAll('#moves li')].map(li => li.dataset.move),"
                        + " legal: [...document.querySelectorAll('#legal button')].map(x => x.dataset.move),"
                        + " over: document.getElementById('status').classList.contains('over')};");
    return new Shown(
        Long.parseLong(String.valueOf(m.get("version"))),
        String.valueOf(m.get("position")),
        (List<String>) m.get("moves"),
        new HashSet<>((List<String>) m.get("legal")),
        Boolean.TRUE.equals(m.get("over")));
  }

  /** The engine's position after the page's moves: it must be the page's board. */
  private static <S, M> S check(Game<S, M> game, Shown s, String who) {
    S state = game.start();
    for (String move : s.moves()) {
      state =
          game.apply(
              state,
              game.isChance(state) ? chance(game, state, move) : game.parseMove(state, move));
    }
    assertEquals(game.formatState(state), s.position(), who + ": the board after " + s.moves());
    if (!s.legal().isEmpty()) {
      Set<String> legal = new HashSet<>();
      for (M m : game.legalMoves(state)) {
        legal.add(game.formatMove(state, m));
      }
      assertEquals(legal, s.legal(), who + ": the move buttons after " + s.moves());
    }
    return state;
  }

  private static <S, M> M chance(Game<S, M> game, S state, String text) {
    return game.parseMove(state, text);
  }

  /**
   * Plays one move as a person: its target on the board when exactly this move is named there, else
   * its button. Returns whether the board was clicked.
   */
  private static boolean click(ChromeDriver d, String move) {
    for (int attempt = 0; ; attempt++) {
      try {
        WebElement target =
            (WebElement)
                ((JavascriptExecutor) d)
                    .executeScript(
                        "const all = [...document.querySelectorAll('#board [data-move], #board"
                            + " [data-moves]')];"
                            + " return all.find(e => e.getAttribute('data-move') === arguments[0])"
                            + " || all.find(e => (e.getAttribute('data-moves') || '').split(' ')"
                            + ".includes(arguments[0])) || null;",
                        move);
        if (target != null) {
          boolean several =
              target.getAttribute("data-moves") != null
                  && target.getAttribute("data-moves").contains(" ");
          try {
            target.click();
            if (several) {
              // the mark names several moves: the page highlights their buttons to choose from
              d.findElement(By.cssSelector("#legal button.choose[data-move='" + move + "']"))
                  .click();
            }
            return true;
          } catch (org.openqa.selenium.ElementClickInterceptedException covered) {
            if (target.getAttribute("data-stack") != null) {
              // a stack lies over its band: click the stack, as a person would
              d.findElement(
                      By.cssSelector(
                          "#board g.stack[data-stack='" + target.getAttribute("data-stack") + "']"))
                  .click();
              if (several) {
                d.findElement(By.cssSelector("#legal button.choose[data-move='" + move + "']"))
                    .click();
              }
              return true;
            }
            // another mark lies over it (overlapping rugs): use the button
          }
        }
        WebElement button =
            (WebElement)
                ((JavascriptExecutor) d)
                    .executeScript(
                        "return [...document.querySelectorAll('#legal button')].find(e =>"
                            + " e.dataset.move === arguments[0]) || null;",
                        move);
        if (button == null) {
          throw new AssertionError("no way to play " + move);
        }
        button.click();
        return false;
      } catch (org.openqa.selenium.StaleElementReferenceException redrawn) {
        if (attempt >= 3) {
          throw redrawn;
        }
      }
    }
  }

  /**
   * Plays a whole game: each browser plays its seat's moves (random, seeded) by clicking; whenever
   * a person is to move (or the game is over), every page is checked against the engine.
   */
  private static <S, M> int[] playOut(Game<S, M> game, List<ChromeDriver> pages, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int[] clicks = new int[2];
    long seen = -1;
    for (int step = 0; step <= game.maxGameLength(); step++) {
      long since = seen;
      List<Shown> views =
          await(
              "the position after version " + since,
              () -> {
                List<Shown> all = new ArrayList<>();
                for (ChromeDriver d : pages) {
                  all.add(shown(d));
                }
                long v = all.get(0).version();
                boolean same = all.stream().allMatch(x -> x.version() == v);
                boolean settled = all.stream().anyMatch(x -> x.over() || !x.legal().isEmpty());
                return same && v > since && settled ? all : null;
              });
      int mover = -1;
      for (int i = 0; i < pages.size(); i++) {
        check(game, views.get(i), "browser " + i);
        if (!views.get(i).legal().isEmpty()) {
          mover = i;
        }
      }
      if (views.get(0).over()) {
        for (ChromeDriver d : pages) {
          checkLogs(d);
        }
        return clicks;
      }
      List<String> legal = new ArrayList<>(views.get(mover).legal());
      legal.sort(null);
      String move = legal.get(random.nextInt(legal.size()));
      clicks[click(pages.get(mover), move) ? 0 : 1]++;
      seen = views.get(0).version();
    }
    throw new AssertionError("the game did not end");
  }

  private void againstBots(String game, Map<String, String> options, int seats, long seed)
      throws IOException {
    ChromeDriver d = browsers.isEmpty() ? browser() : browsers.get(0);
    d.manage().window().setSize(new Dimension(1280, 800));
    List<String> specs = new ArrayList<>();
    specs.add("person");
    while (specs.size() < seats) {
      specs.add("random");
    }
    setUp(d, game, options, specs);
    Game<?, ?> g = GameProvider.find(game).create(options);
    int[] clicks = playOut(g, List.of(d), seed);
    System.out.println(
        game
            + " "
            + options
            + ": "
            + clicks[0]
            + " moves by clicking the board, "
            + clicks[1]
            + " by their buttons");
    assertTrue(clicks[0] > 0, "no move was played on the board");
    Files.write(
        SHOTS.resolve("serve-" + game + "-" + seats + ".png"), d.getScreenshotAs(OutputType.BYTES));
  }

  @Test
  void toguzAgainstABot() throws IOException {
    againstBots("toguz", Map.of(), 2, 1);
  }

  @Test
  void marrakechTwoPlayersAgainstABot() throws IOException {
    againstBots("marrakech", Map.of("players", "2"), 2, 2);
  }

  @Test
  void marrakechFourPlayersAgainstThreeBots() throws IOException {
    againstBots("marrakech", Map.of("players", "4"), 4, 3);
  }

  @Test
  void stackSnakeAgainstABot() throws IOException {
    againstBots("stack-snake", Map.of(), 2, 4);
  }

  @Test
  void twoPeoplePlayFromTwoBrowsers() throws IOException {
    ChromeDriver a = browsers.isEmpty() ? browser() : browsers.get(0);
    ChromeDriver b = browsers.size() < 2 ? browser() : browsers.get(1);
    a.manage().window().setSize(new Dimension(1280, 800));
    setUp(a, "toguz", Map.of(), List.of("person", "person"));
    String link =
        await(
            "the invitation",
            () ->
                a.findElement(By.cssSelector("input.invite[data-seat='1']")).getAttribute("value"));
    b.get(link);
    await(
        "the second player's board", () -> b.findElements(By.cssSelector("#board svg")).size() > 0);
    await("the seat taken", () -> a.findElements(By.cssSelector("input.invite")).isEmpty());
    Game<?, ?> g = GameProvider.find("toguz").create(Map.of());
    int[] clicks = playOut(g, List.of(a, b), 5);
    assertTrue(clicks[0] > 0, "no move was played on the board");
  }

  @Test
  void thePhoneLayoutHasNoHorizontalScroll() throws IOException {
    ChromeDriver d = browsers.isEmpty() ? browser() : browsers.get(0);
    try {
      for (String game : List.of("toguz", "marrakech", "stack-snake")) {
        d.manage().window().setSize(new Dimension(1280, 800));
        setUp(
            d,
            game,
            Map.of(),
            game.equals("marrakech")
                ? List.of("person", "random", "random", "random")
                : List.of("person", "random"));
        d.manage().window().setSize(new Dimension(390, 844));
        Object[] widths =
            await(
                "the phone layout",
                () -> {
                  Object w =
                      ((JavascriptExecutor) d)
                          .executeScript(
                              "return [document.documentElement.scrollWidth, window.innerWidth];");
                  List<?> l = (List<?>) w;
                  return new Object[] {l.get(0), l.get(1)};
                });
        long scroll = ((Number) widths[0]).longValue();
        long inner = ((Number) widths[1]).longValue();
        assertTrue(
            scroll <= inner,
            game + ": the page is " + scroll + " px wide in a " + inner + " px window");
        Files.write(
            SHOTS.resolve("serve-" + game + "-phone.png"), d.getScreenshotAs(OutputType.BYTES));
        checkLogs(d);
      }
    } finally {
      d.manage().window().setSize(new Dimension(1280, 800));
    }
  }

  /**
   * The README's screenshot: a Toguz game against a bot, a few moves in (with
   * -Dtabula.images.update=true).
   */
  @Test
  void screenshotForTheReadme() throws IOException {
    ChromeDriver d = browsers.isEmpty() ? browser() : browsers.get(0);
    d.manage().window().setSize(new Dimension(1280, 800));
    setUp(d, "marrakech", Map.of("players", "3"), List.of("person", "mcts:time=1s", "random"));
    Game<?, ?> g = GameProvider.find("marrakech").create(Map.of("players", "3"));
    SplittableRandom random = new SplittableRandom(9);
    for (int i = 0; i < 8; i++) {
      Shown s =
          await(
              "my move",
              () -> {
                Shown x = shown(d);
                return x.legal().isEmpty() ? null : x;
              });
      check(g, s, "the screenshot's game");
      List<String> legal = new ArrayList<>(s.legal());
      legal.sort(null);
      click(d, legal.get(random.nextInt(legal.size())));
      long v = s.version();
      await("the move", () -> shown(d).version() > v);
    }
    await("my move", () -> shown(d).legal().isEmpty() ? null : true);
    Path shot = SHOTS.resolve("serve.png");
    Files.write(shot, d.getScreenshotAs(OutputType.BYTES));
    checkLogs(d);
    if (Boolean.getBoolean("tabula.images.update")) {
      Path images = ROOT.resolve("docs").resolve("images");
      Files.createDirectories(images);
      Files.copy(shot, images.resolve("serve.png"), StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
