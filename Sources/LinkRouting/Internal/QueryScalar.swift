import Foundation

/// A type written as one query value. One cast to this protocol replaces a chain of casts to
/// each scalar type, which cost more than the rest of encoding a field.
protocol QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String
}

extension String: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { self }
}

extension Bool: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { self ? "true" : "false" }
}

extension Int: QueryScalar {}
extension Int8: QueryScalar {}
extension Int16: QueryScalar {}
extension Int32: QueryScalar {}
extension Int64: QueryScalar {}
extension UInt: QueryScalar {}
extension UInt8: QueryScalar {}
extension UInt16: QueryScalar {}
extension UInt32: QueryScalar {}
extension UInt64: QueryScalar {}

extension QueryScalar where Self: FixedWidthInteger {
  func queryText(_ options: URLQueryEncoder) -> String { String(self) }
}

extension Double: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { "\(self)" }
}

extension Float: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { "\(self)" }
}

extension Decimal: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { description }
}

extension URL: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { absoluteString }
}

extension UUID: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { uuidString }
}

extension Data: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String { base64EncodedString() }
}

extension Date: QueryScalar {
  func queryText(_ options: URLQueryEncoder) -> String {
    switch options.dateEncodingStrategy {
    case .iso8601: formatted(Date.ISO8601FormatStyle())
    case .secondsSince1970: "\(timeIntervalSince1970)"
    case .millisecondsSince1970: "\(timeIntervalSince1970 * 1000)"
    }
  }
}
