import Foundation
import LinkRouting

extension LinkPages {
  /// Fetches the page of each screen's example link, and the image it names, as a chat app's
  /// unfurler does, and checks them rule by rule (``PreviewRule``): before a release, "why does
  /// my link not unfurl?" answered for every route at once.
  ///
  /// ```swift
  /// let report = await pages.checkPreviews(base: URL(string: "https://notes.example.com")!) { url in
  ///   try await fetch(url)  // the app's HTTP client, following no redirect
  /// }
  /// let failures = report.findings.filter { !$0.passed }  // none, or the rules to fix
  /// ```
  ///
  /// Where a chat app shows no card, the report says which rule its page or image breaks; see
  /// <doc:PreviewsThatUnfurl>.
  ///
  /// - Parameters:
  ///   - base: Where the site answers (`https://notes.example.com`, or a staging server): each
  ///     page is its example's path and query there.
  ///   - fetch: Fetches a URL, following no redirect.
  /// - Returns: A finding per rule per page.
  public func checkPreviews(
    base: URL, fetch: @Sendable (URL) async throws -> FetchedResource
  ) async -> PreviewReport {
    var findings: [PreviewReport.Finding] = []
    for route in map.routes where route.screen {
      for example in route.examples {
        guard let path = Self.webPath(of: example, hostIsFirstPathSegment: map.hostIsFirstPathSegment),
          let url = Self.url(path, on: base)
        else { continue }
        findings += await Self.check(page: path, at: url, fetch: fetch)
      }
    }
    return PreviewReport(findings: findings)
  }

  /// The path and query of `example` on the web host: a custom scheme's host is the first
  /// segment where the table reads it so.
  static func webPath(of example: String, hostIsFirstPathSegment: Bool) -> String? {
    guard let components = URLComponents(string: example) else { return nil }
    var path = components.percentEncodedPath
    let web = ["http", "https"].contains(components.scheme?.lowercased() ?? "")
    if !web, hostIsFirstPathSegment, let host = components.percentEncodedHost, !host.isEmpty {
      path = "/" + host + path
    }
    if path.isEmpty { path = "/" }
    if let query = components.percentEncodedQuery { path += "?" + query }
    return path
  }

  private static func url(_ path: String, on base: URL) -> URL? {
    guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else { return nil }
    let parts = path.split(separator: "?", maxSplits: 1)
    components.percentEncodedPath = String(parts[0])
    components.percentEncodedQuery = parts.count > 1 ? String(parts[1]) : nil
    return components.url
  }

  private static func check(
    page: String, at url: URL, fetch: @Sendable (URL) async throws -> FetchedResource
  ) async -> [PreviewReport.Finding] {
    func finding(_ rule: PreviewRule, _ passed: Bool, _ detail: String) -> PreviewReport.Finding {
      PreviewReport.Finding(page: page, rule: rule, passed: passed, detail: detail)
    }
    let fetched: FetchedResource
    do {
      fetched = try await fetch(url)
    } catch {
      return [finding(.page, false, "could not be fetched: \(error)")]
    }
    let problem = served(fetched, as: "text/html")
    if !problem.isEmpty { return [finding(.page, false, problem)] }
    var findings = [finding(.page, true, "200 \(fetched.contentType ?? "")")]
    let meta = PageMeta(html: String(decoding: fetched.body, as: UTF8.self))
    let title = meta["og:title"]
    findings.append(
      title.map { title in
        finding(.title, title.count <= PreviewRule.maximumTitleLength, "\(title.count) characters: \(title)")
      } ?? finding(.title, false, "no og:title"))
    let card = meta["twitter:card"]
    guard let imageText = meta["og:image"] else {
      findings.append(finding(.card, card == "summary", "\(card ?? "no twitter:card"), no og:image"))
      return findings
    }
    guard let image = URL(string: imageText), image.scheme?.lowercased() == "https", image.host != nil else {
      findings.append(finding(.imageURL, false, "\(imageText) is not an absolute https URL"))
      return findings
    }
    findings.append(finding(.imageURL, true, imageText))
    let fetchedImage: FetchedResource
    do {
      fetchedImage = try await fetch(image)
    } catch {
      findings.append(finding(.imageServed, false, "could not be fetched: \(error)"))
      return findings
    }
    let imageProblem = served(fetchedImage, as: nil)
    if !imageProblem.isEmpty {
      findings.append(finding(.imageServed, false, imageProblem))
      return findings
    }
    findings.append(finding(.imageServed, true, "200"))
    let header = ImageHeader(fetchedImage.body)
    let type = fetchedImage.contentType?.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    let typeMatches =
      header.map { header in
        type == "image/\(header.format.rawValue)" || (header.format == .jpeg && type == "image/jpg")
      } ?? false
    findings.append(
      finding(
        .imageType, typeMatches,
        header.map { "\(type ?? "no type"), its bytes \($0.format.rawValue)" }
          ?? "\(type ?? "no type"), and its bytes are no image"))
    let bytes = fetchedImage.body.count
    findings.append(
      finding(.imageBytes, bytes <= PreviewRule.maximumImageBytes, "\((bytes + 1023) / 1024) KB"))
    guard let header else { return findings }
    let side = PreviewRule.minimumImageSide
    findings.append(
      finding(.imageDimensions, header.width >= side && header.height >= side, "\(header.width) × \(header.height)"))
    let declared = (meta["og:image:width"].flatMap { Int($0) }, meta["og:image:height"].flatMap { Int($0) })
    switch declared {
    case (nil, nil):
      findings.append(finding(.declaredDimensions, true, "not declared"))
    case let (width?, height?) where width == header.width && height == header.height:
      findings.append(finding(.declaredDimensions, true, "\(width) × \(height), as the image"))
    default:
      findings.append(
        finding(
          .declaredDimensions, false,
          "declared \(meta["og:image:width"] ?? "?") × \(meta["og:image:height"] ?? "?"), the image is \(header.width) × \(header.height)"
        ))
    }
    // A large card needs an image of at least 300 × 157 (X's rule); a small one shows any.
    let large = header.width >= 300 && header.height >= 157
    switch card {
    case "summary_large_image":
      findings.append(
        finding(.card, large, large ? "summary_large_image" : "summary_large_image, but the image is small"))
    case "summary":
      findings.append(finding(.card, true, "summary"))
    default:
      findings.append(finding(.card, false, "\(card ?? "no twitter:card") with an image"))
    }
    return findings
  }

  /// `""` when `resource` answered 200 (with a type starting `type`, if given), else what it
  /// answered instead.
  private static func served(_ resource: FetchedResource, as type: String?) -> String {
    if (300..<400).contains(resource.status) {
      return "answered \(resource.status), a redirect to \(resource.location ?? "nowhere")"
    }
    guard resource.status == 200 else { return "answered \(resource.status)" }
    if let type, !(resource.contentType?.lowercased().hasPrefix(type) ?? false) {
      return "served as \(resource.contentType ?? "no type"), not \(type)"
    }
    return ""
  }
}
