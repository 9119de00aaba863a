package dev.tabula.testkit.core;

import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.google.common.testing.NullPointerTester;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleReader;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The public types of a module's exported packages, and Guava's {@link NullPointerTester} over
 * them, one dynamic test per constructor or method, so that a run reports every method that lets a
 * null through, not only the first of each class.
 */
final class PublicApi {
  private PublicApi() {}

  /**
   * The public types of the packages a module exports to everybody, nested public types included,
   * in name order.
   */
  static List<Class<?>> types(Module module) {
    List<Class<?>> out = new ArrayList<>();
    try (ModuleReader reader =
        module
            .getLayer()
            .configuration()
            .findModule(module.getName())
            .orElseThrow()
            .reference()
            .open()) {
      for (String name : reader.list().sorted().toList()) {
        if (!name.endsWith(".class") || name.equals("module-info.class")) {
          continue;
        }
        String className = name.substring(0, name.length() - 6).replace('/', '.');
        String pkg = className.substring(0, className.lastIndexOf('.'));
        if (!module.isExported(pkg)) {
          continue;
        }
        Class<?> c = Class.forName(className, false, module.getClassLoader());
        if (isPublic(c)) {
          out.add(c);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new AssertionError(e);
    }
    return out;
  }

  private static boolean isPublic(Class<?> c) {
    for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
      if (!Modifier.isPublic(k.getModifiers()) || k.isAnonymousClass() || k.isSynthetic()) {
        return false;
      }
    }
    return true;
  }

  /**
   * One test per public constructor (unless the type is abstract) and public static method of a
   * type: each refuses a null argument with a {@link NullPointerException}, unless the parameter is
   * {@code @Nullable}.
   */
  static Stream<DynamicTest> statics(NullPointerTester tester, Class<?> type) {
    List<DynamicTest> out = new ArrayList<>();
    if (!Modifier.isAbstract(type.getModifiers())) {
      for (Constructor<?> c : type.getConstructors()) {
        if (c.getParameterCount() > 0) {
          out.add(dynamicTest(c.toString(), () -> tester.testConstructor(c)));
        }
      }
    }
    for (Method m : type.getDeclaredMethods()) {
      if (Modifier.isStatic(m.getModifiers())
          && Modifier.isPublic(m.getModifiers())
          && !m.isSynthetic()
          && m.getParameterCount() > 0) {
        out.add(dynamicTest(m.toString(), () -> tester.testMethod(null, m)));
      }
    }
    return out.stream();
  }

  /**
   * One test per public instance method of an object that a Tabula type declares, the interface
   * defaults it inherits included (Guava's {@code testAllPublicInstanceMethods} looks at the
   * methods of the object's own package only). The methods are taken from the object's public
   * classes and interfaces, so an object of a class that is not public (a lambda, an anonymous
   * subclass that fixes a generic game's types) is checked through its public supertypes.
   */
  static Stream<DynamicTest> instance(NullPointerTester tester, Object instance) {
    Map<String, Method> methods = new LinkedHashMap<>();
    List<Class<?>> from = new ArrayList<>();
    for (Class<?> c = instance.getClass(); c != null; c = c.getSuperclass()) {
      from.add(c);
      from.addAll(Arrays.asList(c.getInterfaces()));
    }
    from.removeIf(c -> !isPublic(c));
    for (Class<?> c : from) {
      for (Method m : c.getMethods()) {
        if (!Modifier.isStatic(m.getModifiers())
            && !m.isSynthetic()
            && !m.isBridge()
            && m.getParameterCount() > 0
            && m.getDeclaringClass().getName().startsWith("dev.tabula.")
            && !(m.getName().equals("equals") && m.getParameterCount() == 1)) {
          methods.putIfAbsent(m.getName() + Arrays.toString(m.getParameterTypes()), m);
        }
      }
    }
    String name = instance.getClass().getName();
    return methods.values().stream()
        .map(m -> dynamicTest(name + " " + m, () -> tester.testMethod(instance, m)));
  }

  /**
   * Whether an object of the type must be among a test's samples: a class (not an interface, enum
   * or abstract class) with a public instance method that takes an object.
   */
  static boolean needsSample(Class<?> type) {
    if (type.isInterface() || type.isEnum() || Modifier.isAbstract(type.getModifiers())) {
      return false;
    }
    for (Method m : type.getMethods()) {
      if (!Modifier.isStatic(m.getModifiers())
          && !m.isSynthetic()
          && m.getDeclaringClass().getName().startsWith("dev.tabula.")
          && !(m.getName().equals("equals") && m.getParameterCount() == 1)) {
        for (Class<?> p : m.getParameterTypes()) {
          if (!p.isPrimitive()) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
