# Homebrew formula for pwtemplate: builds the tagged source with SwiftPM against Homebrew's
# libzip. The release sets `url` and `sha256` (docs/install.md, "Homebrew").
#
#   brew install --build-from-source ./packaging/homebrew/pwtemplate.rb
#   brew test pwtemplate
class Pwtemplate < Formula
  desc "Linter for Pushwoosh native in-app message templates"
  homepage "https://github.com/pwtemplate/pwtemplate"
  url "https://github.com/pwtemplate/pwtemplate/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"
  head "https://github.com/pwtemplate/pwtemplate.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on "libzip"

  on_macos do
    depends_on xcode: ["16.3", :build]
  end

  on_linux do
    depends_on "swift" => :build
  end

  def install
    args = ["--disable-sandbox", "--configuration", "release"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/pwtemplate"
    man1.install "packaging/pwtemplate.1"
    generate_completions_from_executable(bin/"pwtemplate", "completion", shells: [:bash, :zsh, :fish])
  end

  test do
    assert_match "pwtemplate #{version} (", shell_output("#{bin}/pwtemplate --version")
    system bin/"pwtemplate", "new", "modal", testpath/"promo"
    assert_match "1 template checked, no problems", shell_output("#{bin}/pwtemplate lint #{testpath}/promo")
    (testpath/"promo/native-config.json").write '{"displayType": "modal", "modal": {"background": "FFFFFF"}}'
    shell_output("#{bin}/pwtemplate lint #{testpath}/promo", 1)
  end
end
