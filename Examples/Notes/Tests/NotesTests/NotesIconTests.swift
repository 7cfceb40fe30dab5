#if os(Linux)
  import Foundation
  import NotesFeature
  import Testing

  /// The app icon as the desktop draws it (GdkPixbuf's SVG loader, GTK's own), on GNOME's light
  /// and dark backgrounds: its outline must stand out from both, or the icon's page dissolves
  /// into a white page or a dark panel.
  @Suite struct NotesIconTests {
    /// The backgrounds: a light window or page, and libadwaita's dark window (`#242424`).
    fileprivate static let backgrounds: [(name: String, color: RGB)] = [
      ("white", RGB(1, 1, 1)), ("#242424", RGB(hex: 0x24_24_24)),
    ]

    /// WCAG 2.1 asks 3:1 of a graphical object against what is next to it (SC 1.4.11); the
    /// median over the outline, so that antialiased corner pixels do not decide.
    @Test func theOutlineStandsOutOnLightAndOnDark() async throws {
      let icon = try #require(
        try NotesDesktopMetadata.files(applicationID: "dev.composablelinks.Notes").first {
          $0.path.hasSuffix("/apps/dev.composablelinks.Notes.svg")
        })
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let file = sandbox.root.appendingPathComponent("icon.svg")
      try Data(icon.contents.utf8).write(to: file)
      let image = try await RenderedIcon(file, size: 128, sandbox: sandbox)
      let outline = image.outline()
      #expect(outline.count > 300, "the icon has an outline: \(outline.count) pixels")
      for background in Self.backgrounds {
        let ratios = outline.map { image.pixel($0).over(background.color).contrast(with: background.color) }.sorted()
        let median = ratios[ratios.count / 2]
        #expect(median >= 3, "on \(background.name), the outline's median contrast is \(median):1")
      }
    }
  }

  /// An RGBA image as GdkPixbuf renders an SVG.
  private struct RenderedIcon {
    let width: Int
    let height: Int
    let stride: Int
    let bytes: [UInt8]

    init(_ file: URL, size: Int, sandbox: Sandbox) async throws {
      let script = """
        import gi, sys
        gi.require_version('GdkPixbuf', '2.0')
        from gi.repository import GdkPixbuf
        p = GdkPixbuf.Pixbuf.new_from_file_at_size(sys.argv[1], \(size), \(size))
        assert p.get_has_alpha() and p.get_n_channels() == 4
        print(p.get_width(), p.get_height(), p.get_rowstride())
        print(p.get_pixels().hex())
        """
      let result = try await sandbox.run("/usr/bin/python3", ["-c", script, file.path])
      let lines = result.output.split(separator: "\n")
      guard result.status == 0, lines.count == 2 else {
        throw RenderFailure(message: result.error)
      }
      let numbers = lines[0].split(separator: " ").compactMap { Int($0) }
      (width, height, stride) = (numbers[0], numbers[1], numbers[2])
      var bytes: [UInt8] = []
      var hex = lines[1].utf8.makeIterator()
      while let high = hex.next(), let low = hex.next() {
        bytes.append(UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) ?? 0)
      }
      self.bytes = bytes
    }

    func alpha(_ x: Int, _ y: Int) -> UInt8 {
      guard (0..<width).contains(x), (0..<height).contains(y) else { return 0 }
      return bytes[y * stride + x * 4 + 3]
    }

    /// The pixels of the icon (at least half opaque) with a transparent one beside them.
    func outline() -> [(x: Int, y: Int)] {
      var found: [(x: Int, y: Int)] = []
      for y in 0..<height {
        for x in 0..<width where alpha(x, y) >= 128 {
          if [(1, 0), (-1, 0), (0, 1), (0, -1)].contains(where: { alpha(x + $0.0, y + $0.1) < 128 }) {
            found.append((x, y))
          }
        }
      }
      return found
    }

    func pixel(_ point: (x: Int, y: Int)) -> Pixel {
      let offset = point.y * stride + point.x * 4
      return Pixel(
        color: RGB(Double(bytes[offset]) / 255, Double(bytes[offset + 1]) / 255, Double(bytes[offset + 2]) / 255),
        alpha: Double(bytes[offset + 3]) / 255)
    }
  }

  private struct RenderFailure: Error { let message: String }

  /// A colour in sRGB, each channel from 0 to 1.
  private struct RGB {
    var red, green, blue: Double
    init(_ red: Double, _ green: Double, _ blue: Double) { (self.red, self.green, self.blue) = (red, green, blue) }
    init(hex: Int) {
      self.init(Double(hex >> 16 & 0xff) / 255, Double(hex >> 8 & 0xff) / 255, Double(hex & 0xff) / 255)
    }

    /// WCAG's relative luminance.
    var luminance: Double {
      func linear(_ channel: Double) -> Double {
        channel <= 0.040_45 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
      }
      return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG's contrast ratio, from 1 (the same) to 21 (black on white).
    func contrast(with other: RGB) -> Double {
      let (lighter, darker) = (max(luminance, other.luminance), min(luminance, other.luminance))
      return (lighter + 0.05) / (darker + 0.05)
    }
  }

  /// A pixel of the icon: its colour and how opaque it is.
  private struct Pixel {
    var color: RGB
    var alpha: Double

    /// The colour seen with `background` behind it.
    func over(_ background: RGB) -> RGB {
      RGB(
        color.red * alpha + background.red * (1 - alpha), color.green * alpha + background.green * (1 - alpha),
        color.blue * alpha + background.blue * (1 - alpha))
    }
  }
#endif
