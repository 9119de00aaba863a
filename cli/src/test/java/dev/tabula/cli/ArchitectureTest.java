package dev.tabula.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import dev.tabula.core.GameProvider;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The package rules of the build, checked by ArchUnit over the main classes of every Tabula module
 * on this module's test class path: core, search, picture, match, learn, testkit, the three games
 * and the CLI itself. The rules live here because the CLI is the one module whose tests see all of
 * those; beam and benchmarks (which nothing depends on) are the only modules outside, and the Java
 * module system already stops them from reaching another module's unexported packages.
 *
 * <p>A module here is the package segment after {@code dev.tabula}: {@code dev.tabula.core.spi}
 * belongs to core, {@code dev.tabula.toguz.internal} to toguz.
 */
@AnalyzeClasses(packages = "dev.tabula", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

  /** The modules that hold a game's rules; they build on core alone. */
  private static final Set<String> GAMES = Set.of("toguz", "marrakech", "stacksnake");

  /**
   * The modules that may draw pictures: the CLI, the server (its page and replays), and beam and
   * benchmarks (not checked here).
   */
  private static final String[] PICTURE_USERS = {
    "dev.tabula.picture..",
    "dev.tabula.cli..",
    "dev.tabula.server..",
    "dev.tabula.beam..",
    "dev.tabula.benchmarks.."
  };

  /** No two packages depend on each other, directly or through others. */
  @ArchTest
  static final ArchRule noPackageCycles =
      slices().matching("dev.tabula.(**)").should().beFreeOfCycles();

  /** Core, the game API, depends on no other Tabula module. */
  @ArchTest
  static final ArchRule coreDependsOnNoOtherModule =
      classes().that().resideInAPackage("dev.tabula.core..").should(useOnlyModules(Set.of()));

  /** A game module depends on core and nothing else of Tabula (not search, picture, match...). */
  @ArchTest
  static final ArchRule gamesDependOnlyOnCore =
      classes()
          .that()
          .resideInAnyPackage(
              GAMES.stream().map(g -> "dev.tabula." + g + "..").toArray(String[]::new))
          .should(useOnlyModules(Set.of("core")));

  /** Every game provider lives in one of the game modules named above, so they are all checked. */
  @ArchTest
  static final ArchRule providersLiveInGameModules =
      classes()
          .that()
          .implement(GameProvider.class)
          .and()
          .areNotInterfaces()
          .and()
          .doNotHaveModifier(JavaModifier.ABSTRACT)
          .should()
          .resideInAnyPackage(
              GAMES.stream().map(g -> "dev.tabula." + g + "..").toArray(String[]::new));

  /** Only the CLI (and beam and benchmarks) use the pictures and HTML replays. */
  @ArchTest
  static final ArchRule onlyTheCliUsesPictures =
      noClasses()
          .that()
          .resideInAPackage("dev.tabula..")
          .and()
          .resideOutsideOfPackages(PICTURE_USERS)
          .should()
          .dependOnClassesThat()
          .resideInAPackage("dev.tabula.picture..");

  /** A module's {@code internal} packages are used by that module only. */
  @ArchTest
  static final ArchRule internalsStayInTheirModule =
      classes().that().resideInAPackage("dev.tabula..").should(notUseOtherModulesInternals());

  /**
   * The rules see every module they are about: a module missing from the class path would make them
   * pass without looking at it.
   */
  @ArchTest
  static void everyModuleIsImported(JavaClasses imported) {
    Set<String> found = new TreeSet<>();
    for (JavaClass c : imported) {
      found.add(module(c));
    }
    Set<String> expected =
        new TreeSet<>(
            List.of(
                "cli",
                "core",
                "learn",
                "marrakech",
                "match",
                "picture",
                "search",
                "server",
                "stacksnake",
                "testkit",
                "toguz"));
    if (!found.equals(expected)) {
      throw new AssertionError("imported modules " + found + ", expected " + expected);
    }
  }

  /** The module of a Tabula package: the segment after {@code dev.tabula}, or "" outside. */
  static String module(JavaClass c) {
    String p = c.getPackageName();
    if (!p.startsWith("dev.tabula.")) {
      return "";
    }
    String rest = p.substring("dev.tabula.".length());
    int dot = rest.indexOf('.');
    return dot < 0 ? rest : rest.substring(0, dot);
  }

  private static boolean isInternal(JavaClass c) {
    String p = c.getPackageName();
    return p.startsWith("dev.tabula.") && (p.endsWith(".internal") || p.contains(".internal."));
  }

  private static ArchCondition<JavaClass> useOnlyModules(Set<String> allowed) {
    return new ArchCondition<>("depend on no Tabula module but its own and " + allowed) {
      @Override
      public void check(JavaClass c, ConditionEvents events) {
        String own = module(c);
        for (Dependency d : c.getDirectDependenciesFromSelf()) {
          String target = module(d.getTargetClass());
          if (!target.isEmpty() && !target.equals(own) && !allowed.contains(target)) {
            events.add(SimpleConditionEvent.violated(d, d.getDescription()));
          }
        }
      }
    };
  }

  private static ArchCondition<JavaClass> notUseOtherModulesInternals() {
    return new ArchCondition<>("use no other module's internal packages") {
      @Override
      public void check(JavaClass c, ConditionEvents events) {
        String own = module(c);
        for (Dependency d : c.getDirectDependenciesFromSelf()) {
          JavaClass target = d.getTargetClass();
          if (isInternal(target) && !module(target).equals(own)) {
            events.add(SimpleConditionEvent.violated(d, d.getDescription()));
          }
        }
      }
    };
  }
}
