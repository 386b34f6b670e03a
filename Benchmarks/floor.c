/*
 * The floor for `make bench`: the least work any ZIP template linter must do. For every .zip
 * under the given paths (folders are walked recursively, like `pwtemplate lint`), open it
 * with libzip and read native-config.json and pushwoosh.json into memory; nothing else.
 *
 *   cc -O2 -o floor Benchmarks/floor.c $(pkg-config --cflags --libs libzip)
 *   ./floor corpus/            # prints "<archives> archives, <bytes> bytes read"
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <zip.h>

static long archives, bytes_read;

/* Reads one entry into a malloc'd buffer and frees it; a missing entry is not an error. */
static void read_entry(zip_t *archive, const char *name) {
    zip_stat_t stat;
    if (zip_stat(archive, name, 0, &stat) != 0 || !(stat.valid & ZIP_STAT_SIZE)) return;
    zip_file_t *file = zip_fopen_index(archive, stat.index, 0);
    if (!file) return;
    char *buffer = malloc(stat.size + 1);
    zip_int64_t count = buffer ? zip_fread(file, buffer, stat.size) : -1;
    if (count > 0) bytes_read += count;
    free(buffer);
    zip_fclose(file);
}

static void read_archive(const char *path) {
    int error = 0;
    zip_t *archive = zip_open(path, ZIP_RDONLY, &error);
    archives++;
    if (!archive) return;
    read_entry(archive, "native-config.json");
    read_entry(archive, "pushwoosh.json");
    zip_discard(archive);
}

static int has_zip_suffix(const char *name) {
    size_t length = strlen(name);
    return length >= 4 && strcmp(name + length - 4, ".zip") == 0;
}

static void visit(const char *path) {
    struct stat info;
    if (lstat(path, &info) != 0) return;
    if (S_ISREG(info.st_mode)) {
        if (has_zip_suffix(path)) read_archive(path);
        return;
    }
    if (!S_ISDIR(info.st_mode)) return;
    DIR *folder = opendir(path);
    if (!folder) return;
    struct dirent *entry;
    while ((entry = readdir(folder))) {
        if (entry->d_name[0] == '.') continue;
        size_t length = strlen(path) + strlen(entry->d_name) + 2;
        char *child = malloc(length);
        snprintf(child, length, "%s/%s", path, entry->d_name);
        visit(child);
        free(child);
    }
    closedir(folder);
}

int main(int argc, char **argv) {
    for (int index = 1; index < argc; index++) visit(argv[index]);
    printf("%ld archives, %ld bytes read\n", archives, bytes_read);
    return 0;
}
