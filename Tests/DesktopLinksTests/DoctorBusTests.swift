#if os(Linux)
  import DesktopLinks
  import Foundation
  import Testing

  /// The doctor's session-bus check on a real `dbus-daemon` that reads a throwaway home's
  /// service files, asked with the package's own D-Bus client (no `gdbus` on `PATH`: the
  /// homes' `PATH` holds only stand-in tools).
  @Suite(.enabled(if: PrivateBus.isAvailable, "dbus-daemon is not installed"))
  struct DoctorBusTests {
    func activatable(_ id: String) throws -> DesktopApp {
      var app = try DesktopApp(
        applicationID: id, name: "Notes", schemes: ["notes"], executable: "/bin/sh", arguments: ["open"]
      )
      app.dbusActivatable = true
      return app
    }

    func sessionBusFinding(_ app: DesktopApp, home: Home, bus address: String) throws -> DoctorFinding? {
      let environment = home.environment.merging(["DBUS_SESSION_BUS_ADDRESS": address]) { $1 }
      let system = ToolLog(handler: app.desktopFileName).system(environment)
      try LinkRegistration(app: app, system: system).install()
      return LinkDoctor(app: app, system: system).examine().first { $0.check == "session bus" }
    }

    @Test func anAppWhoseServiceFileTheBusReadIsActivatable() async throws {
      let home = try Home()
      let app = try activatable("dev.composablelinks.DoctorListed")
      // Registered first, so the bus reads the service file when it starts.
      let environment = home.environment
      try LinkRegistration(app: app, system: ToolLog(handler: app.desktopFileName).system(environment)).install()
      let bus = try await PrivateBus(dataHome: environment["XDG_DATA_HOME"])
      let finding = try sessionBusFinding(app, home: home, bus: bus.address)
      #expect(finding?.status == .ok, "\(String(describing: finding))")
      #expect(finding?.detail == "dev.composablelinks.DoctorListed is activatable")
    }

    @Test func aFirstInstallIsActivatableAtOnce() async throws {
      // The bus starts before the user's service directory exists: a new user's first run.
      let home = try Home()
      let bus = try await PrivateBus(dataHome: home.environment["XDG_DATA_HOME"])
      let app = try activatable("dev.composablelinks.DoctorFirstRun")
      let environment = home.environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 }
      let steps = try LinkRegistration(app: app, system: ToolLog(handler: app.desktopFileName).system(environment))
        .install()
      #expect(steps.last == "the session bus read its service files again")
      // Listed without the doctor's help: install told the bus.
      let listed = try await bus.gdbus([
        "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
        "--method", "org.freedesktop.DBus.ListActivatableNames",
      ])
      #expect(listed.output.contains("dev.composablelinks.DoctorFirstRun"))
      let finding = LinkDoctor(app: app, system: ToolLog(handler: app.desktopFileName).system(environment))
        .examine().first { $0.check == "session bus" }
      #expect(finding?.status == .ok, "\(String(describing: finding))")
    }

    @Test func aListingOlderThanTheServiceFileIsNotAFailure() async throws {
      // The bus started before the user's service directory existed, and the app was
      // registered where no bus could be told. Asked for the app, the bus would read the file
      // (`gio open` delivers), so the doctor has it read the file too, and says ✔.
      let home = try Home()
      let bus = try await PrivateBus(dataHome: home.environment["XDG_DATA_HOME"])
      let app = try activatable("dev.composablelinks.DoctorStale")
      let steps = try LinkRegistration(app: app, system: ToolLog(handler: app.desktopFileName).system(home.environment))
        .install()
      #expect(steps.last == "no session bus here: it reads the service file when it starts")
      let environment = home.environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 }
      let finding = LinkDoctor(app: app, system: ToolLog(handler: app.desktopFileName).system(environment))
        .examine().first { $0.check == "session bus" }
      #expect(finding?.status == .ok, "\(String(describing: finding))")
    }

    @Test func anAppTheBusDoesNotListIsAFailureWithItsFix() async throws {
      let busHome = try Home()
      let bus = try await PrivateBus(dataHome: busHome.environment["XDG_DATA_HOME"])
      // Its service file is in another home: registered, but not where this bus looks.
      let app = try activatable("dev.composablelinks.DoctorUnlisted")
      let finding = try sessionBusFinding(app, home: Home(), bus: bus.address)
      #expect(finding?.status == .failure)
      #expect(finding?.detail == "the bus does not list dev.composablelinks.DoctorUnlisted as activatable")
      #expect(finding?.fix?.contains("XDG_DATA_HOME") == true)
    }

    @Test func aBusThatCannotBeReachedIsAWarningThatSaysWhy() async throws {
      let home = try Home()
      let gone = "unix:path=" + home.root + "/no-bus-here"
      let finding = try sessionBusFinding(activatable("dev.composablelinks.DoctorNoBus"), home: home, bus: gone)
      #expect(finding?.status == .warning)
      #expect(finding?.detail.hasPrefix("could not ask the session bus: ") == true, "\(String(describing: finding))")
    }
  }
#endif
