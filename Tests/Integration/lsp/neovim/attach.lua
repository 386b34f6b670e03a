-- Neovim 0.7's built-in LSP client attached to `pwtemplate lsp`: opens $TEMPLATE_FILE, waits
-- for diagnostics and writes vim.diagnostic.get() as JSON to $OUTPUT_FILE.
-- Run: nvim --headless -u NONE -c 'luafile attach.lua' (pytest does, in test_neovim.py).
local binary = os.getenv("PWTEMPLATE")
local file = os.getenv("TEMPLATE_FILE")
local output = os.getenv("OUTPUT_FILE")

local function finish(result)
  local handle = io.open(output, "w")
  handle:write(vim.fn.json_encode(result))
  handle:close()
  vim.cmd("qall!")
end

local client_id = vim.lsp.start_client({
  name = "pwtemplate",
  cmd = { binary, "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
if client_id == nil then
  finish({ error = "the client did not start" })
  return
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buffer, client_id)

local arrived = vim.wait(20000, function()
  return #vim.diagnostic.get(buffer) > 0
end, 50)

local diagnostics = {}
for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
  table.insert(diagnostics, {
    lnum = diagnostic.lnum,
    col = diagnostic.col,
    end_lnum = diagnostic.end_lnum,
    end_col = diagnostic.end_col,
    severity = diagnostic.severity,
    code = diagnostic.code,
    source = diagnostic.source,
    message = diagnostic.message,
  })
end
local client = vim.lsp.get_client_by_id(client_id)
local encoding = client and client.offset_encoding or "unknown"
vim.lsp.stop_client(client_id)
vim.wait(2000, function()
  return vim.lsp.client_is_stopped(client_id)
end, 50)
finish({ arrived = arrived, encoding = encoding, diagnostics = diagnostics })
