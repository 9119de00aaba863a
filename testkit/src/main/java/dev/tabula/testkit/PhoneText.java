package dev.tabula.testkit;

import dev.tabula.core.spi.Svg;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Checks that a picture reads on a phone as its parts ({@link Svg#part}): it marks two or more, and
 * every text is in one of them at the size {@link Svg#phoneFontSize} gives for that part's width,
 * 11 CSS px for a board's labels and 12 px for a panel's text. What a browser shows is measured by
 * the replay's browser test; this is the same rule read off the document, fast enough for every ply
 * of random games.
 */
public final class PhoneText {
  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  private PhoneText() {}

  /**
   * Checks a picture's parts and the size of its texts. A text belongs to the first part that holds
   * its anchor point ({@code x}, {@code y}); its size is its {@code font-size}, or the nearest
   * enclosing element's.
   *
   * @param svg an SVG document, as a game's {@code Pictures.svg} writes it
   * @return how many texts were checked
   * @throws AssertionError if the picture has fewer than two parts, a part of another kind, or a
   *     text outside every part or too small for its part, naming the text
   */
  public static int check(String svg) {
    Element root = parse(svg);
    List<double[]> parts = new ArrayList<>();
    List<Boolean> boards = new ArrayList<>();
    NodeList views = root.getElementsByTagNameNS(SVG_NS, "view");
    for (int i = 0; i < views.getLength(); i++) {
      Element v = (Element) views.item(i);
      String kind = v.getAttribute("class");
      if (!kind.equals("part board") && !kind.equals("part panel")) {
        throw new AssertionError("a part of no known kind: class=\"" + kind + "\"");
      }
      boards.add(kind.equals("part board"));
      parts.add(numbers(v.getAttribute("viewBox")));
    }
    if (parts.size() < 2) {
      throw new AssertionError("a picture for phones has two parts or more, got " + parts.size());
    }
    NodeList texts = root.getElementsByTagNameNS(SVG_NS, "text");
    for (int i = 0; i < texts.getLength(); i++) {
      Element t = (Element) texts.item(i);
      double x = Double.parseDouble(t.getAttribute("x"));
      double y = Double.parseDouble(t.getAttribute("y"));
      int in = -1;
      for (int p = 0; p < parts.size() && in < 0; p++) {
        double[] b = parts.get(p);
        if (x >= b[0] && x <= b[0] + b[2] && y >= b[1] && y <= b[1] + b[3]) {
          in = p;
        }
      }
      if (in < 0) {
        throw new AssertionError("a text in no part, not shown on a phone: " + describe(t));
      }
      double size = fontSize(t);
      double needed = Svg.phoneFontSize(parts.get(in)[2], boards.get(in) ? 11 : 12);
      if (size < needed) {
        throw new AssertionError(
            describe(t)
                + " at "
                + size
                + " units in a "
                + (boards.get(in) ? "board" : "panel")
                + " part "
                + parts.get(in)[2]
                + " wide, which needs "
                + needed);
      }
    }
    return texts.getLength();
  }

  private static String describe(Element t) {
    return "\""
        + t.getTextContent()
        + "\" (x "
        + t.getAttribute("x")
        + ", y "
        + t.getAttribute("y")
        + ")";
  }

  /** The font size of a text: its own, or the nearest enclosing element's. */
  private static double fontSize(Element t) {
    for (Node n = t; n instanceof Element e; n = n.getParentNode()) {
      if (e.hasAttribute("font-size")) {
        return Double.parseDouble(e.getAttribute("font-size"));
      }
    }
    throw new AssertionError("a text without a font size: " + describe(t));
  }

  private static double[] numbers(String text) {
    String[] p = text.trim().split("\\s+", -1);
    double[] out = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      out[i] = Double.parseDouble(p[i]);
    }
    if (out.length != 4 || !(out[2] > 0 && out[3] > 0)) {
      throw new AssertionError("a part's viewBox is x y width height: " + text);
    }
    return out;
  }

  private static Element parse(String svg) {
    try {
      DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
      f.setNamespaceAware(true);
      f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      return f.newDocumentBuilder()
          .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
          .getDocumentElement();
    } catch (ParserConfigurationException | SAXException | IOException e) {
      throw new AssertionError("not well-formed XML: " + e.getMessage(), e);
    }
  }
}
