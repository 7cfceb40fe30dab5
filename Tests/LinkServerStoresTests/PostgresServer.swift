#if os(Linux)
  import Foundation

  /// Why a server could not be started: the program, and what it printed.
  struct PostgresServerError: Error, CustomStringConvertible {
    let program: String
    let output: String
    init(_ program: String, _ output: String) {
      self.program = program
      self.output = output
    }
    var description: String { "\(program) failed: \(output)" }
  }

  /// Debian's PostgreSQL, started for a test on loopback in a temporary folder (`initdb`,
  /// `pg_ctl`), trusting local connections, and removed when stopped. PostgreSQL refuses to run
  /// as root: under root (a CI container) it runs as `nobody`. (The library's store suite and
  /// the example's web tests share this file: the example's is a link to it.)
  final class PostgresServer: @unchecked Sendable {
    let folder: URL
    let port: Int
    /// `postgres://postgres@127.0.0.1:PORT/postgres`.
    var address: String { "postgres://postgres@127.0.0.1:\(port)/postgres" }

    /// Whether Debian's server programs are installed (`scripts/install-prerequisites`).
    static var binaries: URL? {
      let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
      return versions.compactMap(Int.init).max().map { URL(fileURLWithPath: "/usr/lib/postgresql/\($0)/bin") }
    }

    private init(folder: URL, port: Int) {
      self.folder = folder
      self.port = port
    }

    /// A new server, listening once this returns.
    static func start() async throws -> PostgresServer {
      guard let binaries else { throw PostgresServerError("postgres", "PostgreSQL is not installed") }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pg-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let server = PostgresServer(folder: folder, port: try freePort())
      if geteuid() == 0 {
        guard let nobody = getpwnam("nobody") else { throw PostgresServerError("postgres", "no user 'nobody'") }
        chown(folder.path, nobody.pointee.pw_uid, nobody.pointee.pw_gid)
      }
      let data = folder.appendingPathComponent("data").path
      try await server.run(
        binaries.appendingPathComponent("initdb").path, ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"])
      try await server.run(
        binaries.appendingPathComponent("pg_ctl").path,
        [
          "-D", data, "-l", folder.appendingPathComponent("log").path, "-w", "-o",
          "-p \(server.port) -k \(folder.path) -c listen_addresses=127.0.0.1 -c max_connections=200", "start",
        ])
      return server
    }

    /// Everything the database holds, as `pg_dump` writes it.
    func dump() async throws -> String {
      guard let binaries = Self.binaries else { throw PostgresServerError("postgres", "PostgreSQL is not installed") }
      let file = folder.appendingPathComponent("dump.sql")
      try await run(
        binaries.appendingPathComponent("pg_dump").path,
        ["-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", "-f", file.path, "postgres"])
      return try String(contentsOf: file, encoding: .utf8)
    }

    /// PgBouncer (Debian's) in front of this server in transaction mode, as hosted PostgreSQL
    /// (Supabase, Neon) puts it: a server connection is a client's for one transaction only, so
    /// a named prepared statement made in one is gone in the next. Its address, listening once
    /// this returns; it stops with the server.
    func bouncer() async throws -> String {
      "postgres://postgres@127.0.0.1:\(try await bouncerPort())/postgres"
    }

    /// PgBouncer as ``bouncer()`` starts it: its port.
    func bouncerPort() async throws -> Int {
      let port = try Self.freePort()
      let ini = folder.appendingPathComponent("pgbouncer.ini")
      let users = folder.appendingPathComponent("users.txt")
      try Data(#""postgres" """#.utf8 + Data("\n".utf8)).write(to: users)
      try Data(
        """
        [databases]
        postgres = host=127.0.0.1 port=\(self.port) dbname=postgres user=postgres
        [pgbouncer]
        listen_addr = 127.0.0.1
        listen_port = \(port)
        unix_socket_dir =
        auth_type = trust
        auth_file = \(users.path)
        pool_mode = transaction
        max_client_conn = 400
        default_pool_size = 8
        logfile = \(folder.appendingPathComponent("pgbouncer.log").path)
        pidfile = \(folder.appendingPathComponent("pgbouncer.pid").path)

        """.utf8
      ).write(to: ini)
      if geteuid() == 0, let nobody = getpwnam("nobody") {
        for file in [ini, users] { chown(file.path, nobody.pointee.pw_uid, nobody.pointee.pw_gid) }
      }
      try await run("/usr/sbin/pgbouncer", ["-d", ini.path])
      // Daemonized: listening once its port answers. The deadline bounds a bouncer that never
      // listens; a loaded machine may take seconds to start one.
      let deadline = ContinuousClock.now + .seconds(60)
      while ContinuousClock.now < deadline {
        if Self.accepts(port) { return port }
        try await Task.sleep(for: .milliseconds(50))
      }
      throw PostgresServerError(
        "pgbouncer", (try? String(contentsOf: folder.appendingPathComponent("pgbouncer.log"), encoding: .utf8)) ?? "")
    }

    /// Whether something accepts connections on `port`.
    private static func accepts(_ port: Int) -> Bool {
      let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(socket) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      address.sin_port = UInt16(port).bigEndian
      return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
        }
      }
    }

    /// Stops the server at once and removes its folder.
    func stop() async {
      if let pid = try? String(contentsOf: folder.appendingPathComponent("pgbouncer.pid"), encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines), let number = Int32(pid)
      {
        kill(number, SIGTERM)
      }
      if let binaries = Self.binaries {
        try? await run(
          binaries.appendingPathComponent("pg_ctl").path,
          ["-D", folder.appendingPathComponent("data").path, "-m", "immediate", "-w", "stop"])
      }
      try? FileManager.default.removeItem(at: folder)
    }

    /// Runs a server program, as `nobody` under root; throws with its output when it fails.
    ///
    /// Spawned, not run through `Process`: `pg_ctl` and `pgbouncer -d` leave a daemon holding
    /// the output they were given, and `Process` waits for its pipes to close.
    private func run(_ program: String, _ arguments: [String]) async throws {
      let all =
        geteuid() == 0 ? ["/usr/sbin/runuser", "-u", "nobody", "--", program] + arguments : [program] + arguments
      let output = folder.appendingPathComponent("run.out").path
      let status = await Self.spawned(all, output: output)
      guard status == 0 else {
        let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        throw PostgresServerError((program as NSString).lastPathComponent, printed)
      }
    }

    /// Runs `arguments` with its output (standard error too) in the file at `output`, on a
    /// thread of its own (waiting blocks it); its wait status, or -1 when it cannot start.
    ///
    /// The daemons it leaves (`pgbouncer -d`, the server `pg_ctl` starts) outlive the test, so
    /// they start with nothing of the test process's: no signal blocked (a thread inherits its
    /// creator's mask, and Swift's pool threads block nearly every signal: a bouncer started
    /// that way ignored the SIGTERM that stops it and ran on after its test), and no descriptor
    /// but the three given (one holding the write end of a pipe another test was reading to its
    /// end kept that test waiting forever). AppLinks' internal `ToolProcess` starts the library's
    /// tools the same way. This file is compiled into the tests of two packages (the notes
    /// example's links it), which could reach that code only if AppLinks published it (as SPI,
    /// still counted in its public surface) for a test helper: the few lines are written here
    /// again instead.
    private static func spawned(_ arguments: [String], output: String) async -> Int32 {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          var actions = posix_spawn_file_actions_t()
          posix_spawn_file_actions_init(&actions)
          defer { posix_spawn_file_actions_destroy(&actions) }
          posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
          posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
          posix_spawn_file_actions_adddup2(&actions, 1, 2)
          closeInheritedDescriptors(&actions)
          var attributes = posix_spawnattr_t()
          posix_spawnattr_init(&attributes)
          defer { posix_spawnattr_destroy(&attributes) }
          var none = sigset_t()
          sigemptyset(&none)
          posix_spawnattr_setsigmask(&attributes, &none)
          var defaults = sigset_t()  // ignored signals stay ignored across exec: SIGPIPE is
          sigemptyset(&defaults)
          sigaddset(&defaults, SIGPIPE)
          posix_spawnattr_setsigdefault(&attributes, &defaults)
          posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
          let argv = arguments.map { strdup($0) } + [nil]
          defer {
            for argument in argv { free(argument) }
          }
          var pid = pid_t()
          guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, environ) == 0 else {
            continuation.resume(returning: -1)
            return
          }
          var status: Int32 = 0
          while waitpid(pid, &status, 0) < 0, errno == EINTR {}
          continuation.resume(returning: status)
        }
      }
    }

    /// Closes every descriptor from 3 up in the child: `posix_spawn_file_actions_addclosefrom_np`
    /// (glibc 2.34 and later, looked up at run time: Swift's Glibc module does not declare it),
    /// else each descriptor open now.
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        return
      }
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for descriptor in open.compactMap({ Int32($0) }) where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    }

    /// A TCP port nobody listens on now.
    private static func freePort() throws -> Int {
      let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(socket) }
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var size = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Foundation.bind(socket, $0, size) == 0 && getsockname(socket, $0, &size) == 0
        }
      }
      guard bound else { throw PostgresServerError("postgres", "no free port") }
      return Int(UInt16(bigEndian: address.sin_port))
    }
  }
#endif
